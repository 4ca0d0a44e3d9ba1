import { createHash } from "node:crypto";

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

const sources = (bodies: string[]) =>
  [
    "'self'",
    ...new Set(bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`)),
  ].join(" ");

/** The page's `<meta>` policy: the site's directives and the hashes of exactly the inline scripts and styles it has. */
export function writePagePolicy(html: string, directives: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) =>
      EXECUTABLE_TYPES.has((/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "").toLowerCase()),
    )
    .map(([, , body = ""]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => body);
  const policy = `${directives}; script-src ${sources(scripts)}; style-src ${sources(styles)}`;
  const charset = /<meta charset="[^"]*">/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.indexOf("<head>") + "<head>".length;
  return `${html.slice(0, at)}<meta http-equiv="content-security-policy" content="${policy}">${html.slice(at)}`;
}
