// Runs after `react-router build`:
// 1. writes into every prerendered HTML file, before its first <script>, a Content-Security-Policy <meta> whose
//    script-src allows 'self' plus the sha256 of each inline script of that page (static HTML cannot carry a
//    nonce, and the inline scripts differ from page to page);
// 2. writes the security headers of deploy/security-headers.mjs for nginx and for static hosts (_headers).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildPageCsp, SECURITY_HEADERS } from "../deploy/security-headers.mjs";

const CLIENT_DIR = "build/client";
const NGINX_DIR = "build/nginx";

function listHtmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listHtmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** sha256 (base64) of every inline script the browser would execute; JSON-LD data blocks are not scripts. */
export function hashInlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes]) =>
      EXECUTABLE_TYPES.has((/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "").toLowerCase()),
    )
    .map(([, , body]) => createHash("sha256").update(body, "utf8").digest("base64"));
}

/**
 * Module preloads at low priority: the page's text and CSS paint first and hydration follows, instead of
 * ~100 KB of framework code competing with the first paint for a phone's bandwidth.
 */
function lowerModulePreloadPriority(html) {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

function addCspMeta(file) {
  const html = lowerModulePreloadPriority(readFileSync(file, "utf8"));
  if (html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error(`${file} already has a CSP meta tag`);
  const firstScript = html.search(/<script\b/i);
  const head = html.search(/<head>/i);
  if (head < 0) throw new Error(`${file} has no <head>`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPageCsp(hashInlineScripts(html))}"/>`;
  // Right after <meta charset> when it comes first, in any case before the first script.
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const at =
    charset && (firstScript < 0 || charset.index < firstScript)
      ? charset.index + charset[0].length
      : head + 6;
  writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
}

// React Router also writes a .data file beside each prerendered resource (sitemap.xml.data, …): nothing
// requests those, so they are not published.
function removeResourceData(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removeResourceData(path);
    else if (entry.name.endsWith(".data") && existsSync(path.slice(0, -".data".length))) rmSync(path);
  }
}
removeResourceData(CLIENT_DIR);

const files = listHtmlFiles(CLIENT_DIR);
files.forEach(addCspMeta);

const headerLines = Object.entries(SECURITY_HEADERS);
writeFileSync(
  join(CLIENT_DIR, "_headers"),
  `/*\n${headerLines.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`,
);
mkdirSync(NGINX_DIR, { recursive: true });
writeFileSync(
  join(NGINX_DIR, "security-headers.conf"),
  `# Generated from deploy/security-headers.mjs by scripts/postbuild.mjs: do not edit.\n${headerLines
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")}\n`,
);

console.log(
  `postbuild: low-priority module preloads and a CSP meta tag in ${files.length} HTML files; security headers for nginx and _headers`,
);
