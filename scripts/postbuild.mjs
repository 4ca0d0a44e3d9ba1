// Runs after `react-router build`:
// 1. rewrites React Router's bootstrap script in every prerendered HTML file so that the page's modules load
//    after its first paint (deferModuleLoading); a static page (its route module declares `handle = { hydrate:
//    false }`, app/hooks/use-page-hydrates.ts) has no bootstrap and keeps none;
// 2. then writes into each file, before its first <script>, a Content-Security-Policy <meta> whose script-src
//    allows 'self' plus the sha256 of each inline script of that page (static HTML cannot carry a nonce, and the
//    inline scripts differ from page to page);
// 3. writes the security headers of deploy/security-headers.mjs for nginx (the site's, the images', the editor's),
//    and for static hosts `_headers` with the same headers and caching rules, and `404.html` (the fallback page,
//    which they serve with status 404);
// 4. writes /.well-known/security.txt (RFC 9116) with the owner's address, valid for a year from the build;
// 5. writes a gzip copy beside every text file (scripts/precompress.mjs), which nginx serves as it is;
// 6. draws the share images of the site, each course and each article from the content (scripts/share-images.ts);
// 7. before all that, builds the content editor into build/client/admin/ (admin/vite.config.ts): its own page,
//    scripts, configuration and headers, none of which the site's pages load;
// 8. lays each page out as `path.html` rather than React Router's `path/index.html`, so that every static host
//    serves its canonical URL (no trailing slash) with 200 and no redirect (docs/decisions/0015).
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "vite";

import { resolveAnalytics } from "../app/lib/analytics-settings.ts";
import { escapeHtml } from "../app/lib/escape-html.ts";
import { resolveNewsletter } from "../app/lib/newsletter.ts";
import {
  ADMIN_HEADERS,
  buildPageCsp,
  CACHE_CONTROL,
  formEndpointOrigin,
  IMAGE_CSP,
  IMAGE_HEADERS,
  PER_PATH_HEADERS,
  SECURITY_HEADERS,
} from "../deploy/security-headers.mjs";
import { listSymlinks } from "./content/files.ts";
import { contentRoot, loadContent } from "./content/load.ts";
import { readBuildEnv } from "./content/settings.ts";
import { listFiles, listTextFiles, writeGzipCopies } from "./precompress.mjs";
import { writeShareImages } from "./share-images.ts";

// BUILD_DIRECTORY (react-router.config.ts) puts a second build beside the first: the browser tests build one with
// a form endpoint into build/endpoint.
const BUILD_DIR = process.env.BUILD_DIRECTORY ?? "build";
const CLIENT_DIR = join(BUILD_DIR, "client");
const NGINX_DIR = join(BUILD_DIR, "nginx");
const ADMIN_DIR = join(CLIENT_DIR, "admin");

// The SITE_* configuration as the app's build read it (environment and .env files alike).
const ENV = readBuildEnv();
// The content with those settings applied, as the pages have it; each third-party address the settings name is
// allowed in the CSP, and no other.
const CONTENT = loadContent(contentRoot(ENV), ENV);
const SITE = CONTENT.site;
const ANALYTICS = resolveAnalytics(SITE);
const NEWSLETTER = resolveNewsletter(SITE);
const THIRD_PARTY = {
  scripts: ANALYTICS ? [formEndpointOrigin(ANALYTICS.src, "analyticsScript")] : [],
  connects: [
    formEndpointOrigin(SITE.formEndpoint, "SITE_FORM_ENDPOINT"),
    formEndpointOrigin(NEWSLETTER?.url, "SITE_NEWSLETTER_ENDPOINT"),
    ...(ANALYTICS?.connectOrigins.map((origin) => formEndpointOrigin(origin, "analyticsSite")) ?? []),
  ].filter(Boolean),
};
// Share images whose card is unchanged are copied from here instead of drawn again (about 0.25 s each).
const SHARE_IMAGE_CACHE = "node_modules/.cache/share-images";

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

/** The analytics script tag as React writes it (app/root.tsx). */
const analyticsTagPattern = (src) =>
  new RegExp(`<script [^>]*src="${src.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*></script>`, "g");

/** Rewrites one HTML file; returns whether it runs any script (false for a static page). */
function finishHtmlFile(file) {
  const html = deferModuleLoading(readFileSync(file, "utf8"));
  if (html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error(`${file} already has a CSP meta tag`);
  const firstScript = html.search(/<script\b/i);
  const head = html.search(/<head>/i);
  if (head < 0) throw new Error(`${file} has no <head>`);
  const hashes = hashInlineScripts(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(buildPageCsp(hashes, THIRD_PARTY))}"/>`;
  // Right after <meta charset> when it comes first, in any case before the first script.
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const at =
    charset && (firstScript < 0 || charset.index < firstScript)
      ? charset.index + charset[0].length
      : head + 6;
  writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
  // The analytics script, the one script a static page may carry, does not make it a page that runs the site's code.
  const ownScripts = ANALYTICS ? html.replace(analyticsTagPattern(ANALYTICS.src), "") : html;
  return hashes.length > 0 || /<script\b[^>]*\bsrc=/i.test(ownScripts);
}

// The content editor, bundled from the CMS's npm package with the configuration generated from the content
// collections; it reads the site's built stylesheet for its preview, so it comes after the site.
await build({ configFile: fileURLToPath(new URL("../admin/vite.config.ts", import.meta.url)) });
const isAdminFile = (file) => file.startsWith(ADMIN_DIR + sep);

// The build publishes files, never links (the sources are checked by scripts/content/load.ts): a link in the
// output would let a server publish whatever it points to.
const links = listSymlinks(".", [CLIENT_DIR]);
if (links.length > 0)
  throw new Error(`The build must not contain symbolic links; remove ${links.join(", ")}`);

// React Router also writes a .data file beside each prerendered resource (sitemap.xml.data, …): nothing
// requests those, so they are not published.
for (const file of listFiles(CLIENT_DIR)) {
  if (file.endsWith(".data") && existsSync(file.slice(0, -".data".length))) rmSync(file);
}

/**
 * Moves every page `dir/index.html` (the home page and the editor's folder excepted) to `dir.html`: Cloudflare Pages,
 * Netlify and GitHub Pages answer `/courses` with a redirect to `/courses/` when the page is `courses/index.html`, and
 * serve it with 200 when it is `courses.html`. A page whose folder also holds other pages (`/blog` and
 * `/blog/{slug}`) keeps a copy at `dir/index.html`: GitHub Pages redirects `/blog` to `/blog/` when a folder
 * `blog/` exists beside `blog.html` without an index. Returns the number of pages moved.
 */
export function layOutPagesAsFiles(root, keep = () => false) {
  const pages = listFiles(root).filter(
    (file) => file.endsWith(`${sep}index.html`) && file !== join(root, "index.html") && !keep(file),
  );
  for (const file of pages) {
    const folder = file.slice(0, -`${sep}index.html`.length);
    copyFileSync(file, `${folder}.html`);
    if (readdirSync(folder).length === 1) rmSync(folder, { recursive: true });
  }
  return pages.length;
}
const pagesMoved = layOutPagesAsFiles(CLIENT_DIR, isAdminFile);

// The editor's page has its own policy (admin/index.html, ADMIN_CSP).
const files = listFiles(CLIENT_DIR).filter((file) => file.endsWith(".html") && !isAdminFile(file));
const staticFiles = files.filter((file) => !finishHtmlFile(file));

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, and one Cache-Control per
 * path. Both hosts join (or override, each its own way) the values of a header that several matching rules set,
 * so no two rules set the same header for one path: the Cache-Control rules never overlap (/assets/* and /images/*
 * have their own, every other top-level entry of the build is listed by its URL with the revalidation rule: a page
 * `about.html` as /about), and the headers that differ for the editor (its Content-Security-Policy, opener and
 * embedder policies) are set per path rather than on /*, so /admin/ gets exactly one policy of each. The fallback
 * pages, which these hosts also serve under their own names with 200, are never indexed.
 */
export function buildHeadersFile(topLevelEntries) {
  const block = (pattern, headers) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const pick = (headers, names) => Object.fromEntries(names.map((name) => [name, headers[name]]));
  const everywhere = Object.fromEntries(
    Object.entries(SECURITY_HEADERS).filter(([name]) => !PER_PATH_HEADERS.includes(name)),
  );
  const site = pick(SECURITY_HEADERS, PER_PATH_HEADERS);
  const revalidated = new Set(
    topLevelEntries
      .filter(({ name }) => !["assets", "images", "admin", "_headers"].includes(name))
      .filter(({ name }) => !name.endsWith(".gz") && name !== "index.html")
      .flatMap(({ name, directory }) => {
        if (directory) return [`/${name}`, `/${name}/*`];
        return name.endsWith(".html") ? [`/${name.slice(0, -".html".length)}`, `/${name}`] : [`/${name}`];
      }),
  );
  const fallbackPages = ["/404", "/404.html", "/__spa-fallback", "/__spa-fallback.html"];
  const editor = Object.fromEntries(
    Object.entries(ADMIN_HEADERS).filter(([name, value]) => everywhere[name] !== value),
  );
  return [
    block("/*", everywhere),
    block("/assets/*", { ...site, "Cache-Control": CACHE_CONTROL.assets }),
    // The images' own policy in place of the pages' (no CSP on /*, so nothing joins it): its sandbox blocks script.
    block("/images/*", {
      ...site,
      "Content-Security-Policy": IMAGE_CSP,
      "Cache-Control": CACHE_CONTROL.images,
    }),
    ...["/", ...revalidated].map((pattern) =>
      block(pattern, {
        ...site,
        "Cache-Control": CACHE_CONTROL.revalidate,
        ...(fallbackPages.includes(pattern) ? { "X-Robots-Tag": "noindex" } : {}),
      }),
    ),
    ...(topLevelEntries.some(({ name }) => name === "admin")
      ? ["/admin", "/admin/*"].map((pattern) =>
          block(pattern, { ...editor, "Cache-Control": CACHE_CONTROL.revalidate }),
        )
      : []),
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
const nginxHeaders = (headers) =>
  `# Generated from deploy/security-headers.mjs by scripts/postbuild.mjs: do not edit.\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")}\n`;
writeFileSync(join(NGINX_DIR, "security-headers.conf"), nginxHeaders(SECURITY_HEADERS));
writeFileSync(join(NGINX_DIR, "image-headers.conf"), nginxHeaders(IMAGE_HEADERS));
writeFileSync(
  join(NGINX_DIR, "admin-headers.conf"),
  nginxHeaders({ ...ADMIN_HEADERS, "Cache-Control": CACHE_CONTROL.revalidate }),
);

const shareImages = await writeShareImages(CONTENT, CLIENT_DIR, SHARE_IMAGE_CACHE);

const textFiles = listTextFiles(CLIENT_DIR);
// The editor's 6 MB of scripts get zlib's best level: Zopfli would add about ten seconds of CPU to every build
// (3.7 s for its entry alone) to save 3 % on an editor one person opens.
await writeGzipCopies(textFiles.filter((file) => !isAdminFile(file)));
await writeGzipCopies(textFiles.filter(isAdminFile), { zopfli: false });

/** The editor's files with their sizes: raw, and as served (the gzip copy where there is one). */
function measureAdmin(directory = ADMIN_DIR) {
  return listFiles(directory)
    .filter((file) => !file.endsWith(".gz"))
    .map((file) => {
      const raw = statSync(file).size;
      return { raw, served: existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : raw };
    });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const admin = measureAdmin();
const sum = (key) => admin.reduce((total, file) => total + file[key], 0);
console.log(
  `postbuild: /admin/ (the content editor): ${admin.length} files, ${kb(sum("raw"))}, ${kb(sum("served"))} as served with gzip`,
);
console.log(
  `postbuild: ${pagesMoved} pages laid out as path.html; a CSP meta tag in ${files.length} HTML files, ${staticFiles.length} of them static (no script), the others loading their modules after the first paint; security headers for nginx and _headers; 404.html; security.txt; ${shareImages.length} share images (${shareImages.filter((image) => image.cached).length} unchanged, largest ${kb(Math.max(...shareImages.map((image) => image.bytes)))}); gzip copies of ${textFiles.length} text files`,
);
