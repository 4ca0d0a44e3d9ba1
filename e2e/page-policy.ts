import { createHash } from "node:crypto";

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

const hash = (body: string) => createHash("sha256").update(body, "utf8").digest("base64");

/** JSON-LD data blocks are not scripts. */
export function hashInlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) =>
      EXECUTABLE_TYPES.has((/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "").toLowerCase()),
    )
    .map(([, , body = ""]) => hash(body));
}

export function readMetaPolicies(html: string) {
  return [...html.matchAll(/<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/gi)].map(([tag]) =>
    (/\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? "")
      .replace(/&#39;|&#x27;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

export function hashInlineStyles(html: string) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => hash(body));
}

function checkSources(policy: string, directive: string, kind: string, present: string[]) {
  const sources = new RegExp(`(?:^|;)\\s*${directive}\\s([^;]*)`).exec(policy)?.[1] ?? "";
  if (!sources) return [`no ${directive} in its Content-Security-Policy`];
  return [
    ...(/'unsafe-inline'/.test(sources) ? [`${directive} allows 'unsafe-inline'`] : []),
    ...present
      .filter((hash) => !sources.includes(`'sha256-${hash}'`))
      .map((hash) => `an inline ${kind} (sha256-${hash}) is not in ${directive}`),
    ...[...sources.matchAll(/'sha256-([^']+)'/g)]
      .map(([, hash = ""]) => hash)
      .filter((hash) => !present.includes(hash))
      .map((hash) => `${directive} allows sha256-${hash}, a ${kind} the page does not have`),
  ];
}

/** A missing or extra hash: a blocked script or style, or one a planted copy could run. */
export function checkPagePolicy(html: string) {
  const policies = readMetaPolicies(html);
  if (policies.length !== 1) return [`${policies.length} Content-Security-Policy meta tags (one expected)`];
  const policy = policies[0] ?? "";
  return [
    ...checkSources(policy, "script-src", "script", hashInlineScripts(html)),
    ...checkSources(policy, "style-src", "style", hashInlineStyles(html)),
  ];
}
