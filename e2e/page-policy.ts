import { createHash } from "node:crypto";

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** JSON-LD data blocks are not scripts. */
export function hashInlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) =>
      EXECUTABLE_TYPES.has((/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "").toLowerCase()),
    )
    .map(([, , body = ""]) => createHash("sha256").update(body, "utf8").digest("base64"));
}

export function readMetaPolicies(html: string) {
  return [...html.matchAll(/<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/gi)].map(([tag]) =>
    (/\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? "")
      .replace(/&#39;|&#x27;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

/** A missing or extra hash: a blocked script, or one a planted copy could run. */
export function checkPagePolicy(html: string) {
  const policies = readMetaPolicies(html);
  if (policies.length !== 1) return [`${policies.length} Content-Security-Policy meta tags (one expected)`];
  const scriptSrc = /(?:^|;)\s*script-src\s([^;]*)/.exec(policies[0] ?? "")?.[1] ?? "";
  if (!scriptSrc) return ["no script-src in its Content-Security-Policy"];
  const present = hashInlineScripts(html);
  return [
    ...(/'unsafe-inline'/.test(scriptSrc) ? ["script-src allows 'unsafe-inline'"] : []),
    ...present
      .filter((hash) => !scriptSrc.includes(`'sha256-${hash}'`))
      .map((hash) => `an inline script (sha256-${hash}) is not in script-src`),
    ...[...scriptSrc.matchAll(/'sha256-([^']+)'/g)]
      .map(([, hash = ""]) => hash)
      .filter((hash) => !present.includes(hash))
      .map((hash) => `script-src allows sha256-${hash}, a script the page does not have`),
  ];
}
