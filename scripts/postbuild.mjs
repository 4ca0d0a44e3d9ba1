// Runs after `react-router build`:
// 1. rewrites React Router's bootstrap script in every prerendered HTML file so that the page's modules load
//    after its first paint (deferModuleLoading); a static page (its route module declares `handle = { hydrate:
//    false }`, app/hooks/use-page-hydrates.ts) has no bootstrap and keeps none;
// 2. then writes into each file, before its first <script>, a Content-Security-Policy <meta> whose script-src
//    allows 'self' plus the sha256 of each inline script of that page (static HTML cannot carry a nonce, and the
//    inline scripts differ from page to page);
// 3. writes the security headers of deploy/security-headers.mjs for nginx, and for static hosts `_headers` with
//    the same headers and caching rules, and `404.html` (the fallback page, which they serve with status 404);
// 4. writes /.well-known/security.txt (RFC 9116) with the owner's address, valid for a year from the build;
// 5. writes a gzip copy beside every text file (scripts/precompress.mjs), which nginx serves as it is.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

import { loadEnv } from "vite";

import {
  buildPageCsp,
  CACHE_CONTROL,
  formEndpointOrigin,
  SECURITY_HEADERS,
} from "../deploy/security-headers.mjs";
import { listFiles, listTextFiles, writeGzipCopies } from "./precompress.mjs";

// BUILD_DIRECTORY (react-router.config.ts) puts a second build beside the first: the browser tests build one with
// a form endpoint into build/endpoint.
const BUILD_DIR = process.env.BUILD_DIRECTORY ?? "build";
const CLIENT_DIR = join(BUILD_DIR, "client");
const NGINX_DIR = join(BUILD_DIR, "nginx");

// The SITE_* configuration as the app's build read it (environment and .env files alike).
const FORM_ORIGIN = formEndpointOrigin(
  loadEnv("production", process.cwd(), "SITE_").SITE_FORM_ENDPOINT?.trim(),
);

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

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"(\/assets\/[^"]+\.js)";\n/gm;

/**
 * The page's JavaScript starts loading once its prerendered HTML and CSS have painted: React Router's module
 * preloads and its bootstrap's static imports would otherwise be requested while the page still renders, and
 * ~110 KB of framework code would compete with the first paint for a phone's bandwidth. The same modules are
 * preloaded in the same order as soon as the browser reports the first paint (or two animation frames later
 * where it cannot); a hidden tab, which paints nothing, starts at once.
 */
export function deferModuleLoading(html) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(([, href]) => href);
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) {
    if (preloads.length > 0) throw new Error("modulepreload links without React Router's bootstrap script");
    return html;
  }
  const imports = [...bootstrap[1].matchAll(STATIC_IMPORT)];
  const rest = bootstrap[1].replace(STATIC_IMPORT, "");
  if (imports.length === 0 || /^import /m.test(rest) || !rest.includes("window.__reactRouterRouteModules"))
    throw new Error("React Router's bootstrap script has changed shape: update deferModuleLoading");
  const bindings = imports.map(([, name]) => name ?? "").join(", ");
  const script = [
    "await new Promise((resolve) => {",
    '  if (document.visibilityState === "hidden") return resolve();',
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(resolve));',
    '  new PerformanceObserver((_, observer) => { observer.disconnect(); resolve(); }).observe({ type: "paint", buffered: true });',
    "});",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings}] = await Promise.all([${imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(bootstrap[0], () => `<script type="module" async="">${script}</script>`);
}

/** Rewrites one HTML file; returns whether it runs any script (false for a static page). */
function finishHtmlFile(file) {
  const html = deferModuleLoading(readFileSync(file, "utf8"));
  if (html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error(`${file} already has a CSP meta tag`);
  const firstScript = html.search(/<script\b/i);
  const head = html.search(/<head>/i);
  if (head < 0) throw new Error(`${file} has no <head>`);
  const hashes = hashInlineScripts(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPageCsp(hashes, FORM_ORIGIN)}"/>`;
  // Right after <meta charset> when it comes first, in any case before the first script.
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const at =
    charset && (firstScript < 0 || charset.index < firstScript)
      ? charset.index + charset[0].length
      : head + 6;
  writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
  return hashes.length > 0 || /<script\b[^>]*\bsrc=/i.test(html);
}

// React Router also writes a .data file beside each prerendered resource (sitemap.xml.data, …): nothing
// requests those, so they are not published.
for (const file of listFiles(CLIENT_DIR)) {
  if (file.endsWith(".data") && existsSync(file.slice(0, -".data".length))) rmSync(file);
}

const files = listFiles(CLIENT_DIR).filter((file) => file.endsWith(".html"));
const staticFiles = files.filter((file) => !finishHtmlFile(file));

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, and one Cache-Control per
 * path. Both hosts join the values of a header that several matching rules set, so the Cache-Control rules
 * never overlap: /assets/* and /images/* have their own, and every other top-level entry of the build (pages,
 * feeds, robots.txt) is listed by name with the revalidation rule.
 */
export function buildHeadersFile(topLevelEntries) {
  const block = (pattern, headers) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const revalidated = topLevelEntries
    .filter(({ name }) => name !== "assets" && name !== "images" && name !== "_headers")
    .filter(({ name }) => !name.endsWith(".gz") && name !== "index.html")
    .flatMap(({ name, directory }) => (directory ? [`/${name}`, `/${name}/*`] : [`/${name}`]));
  return [
    block("/*", SECURITY_HEADERS),
    block("/assets/*", { "Cache-Control": CACHE_CONTROL.assets }),
    block("/images/*", { "Cache-Control": CACHE_CONTROL.images }),
    ...["/", ...revalidated].map((pattern) => block(pattern, { "Cache-Control": CACHE_CONTROL.revalidate })),
  ].join("");
}

/** RFC 9116: how to report a vulnerability, from the Organization the home page describes in its JSON-LD. */
export function buildSecurityTxt(homeHtml, now = new Date()) {
  const organization = [...homeHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? "null"))
    .find((data) => data?.["@type"] === "Organization");
  if (!organization?.email || !organization?.url)
    throw new Error("The home page's Organization JSON-LD has no email or url for security.txt");
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${organization.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d+Z$/, "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${new URL("/.well-known/security.txt", organization.url).href}`,
    "",
  ].join("\n");
}

// The fallback page under the name Netlify and Cloudflare Pages serve, with status 404, for unknown paths
// (without it Cloudflare Pages answers them with the home page and status 200).
copyFileSync(join(CLIENT_DIR, "__spa-fallback.html"), join(CLIENT_DIR, "404.html"));
mkdirSync(join(CLIENT_DIR, ".well-known"), { recursive: true });
writeFileSync(
  join(CLIENT_DIR, ".well-known", "security.txt"),
  buildSecurityTxt(readFileSync(join(CLIENT_DIR, "index.html"), "utf8")),
);

writeFileSync(
  join(CLIENT_DIR, "_headers"),
  buildHeadersFile(
    readdirSync(CLIENT_DIR, { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      directory: entry.isDirectory(),
    })),
  ),
);
mkdirSync(NGINX_DIR, { recursive: true });
writeFileSync(
  join(NGINX_DIR, "security-headers.conf"),
  `# Generated from deploy/security-headers.mjs by scripts/postbuild.mjs: do not edit.\n${Object.entries(
    SECURITY_HEADERS,
  )
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")}\n`,
);

const textFiles = listTextFiles(CLIENT_DIR);
await writeGzipCopies(textFiles);

console.log(
  `postbuild: a CSP meta tag in ${files.length} HTML files, ${staticFiles.length} of them static (no script), the others loading their modules after the first paint; security headers for nginx and _headers; 404.html; security.txt; gzip copies of ${textFiles.length} text files`,
);
