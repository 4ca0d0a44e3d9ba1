// Runs after `astro build`. It writes files beside the pages and never edits what the page engine wrote:
// 1. builds the content editor into build/client/admin/ (admin/vite.config.ts): its own page, scripts,
//    configuration and headers, none of which the site's pages load;
// 2. checks every page's Content-Security-Policy <meta>, which Astro writes (`security.csp`, astro.config.mjs):
//    exactly one per page, `script-src` without 'unsafe-inline', every inline script of the page hashed in it;
// 3. writes, for static hosts, `_headers` with the security headers of deploy/security-headers.mjs and the caching
//    rules (the 404 pages noindex); nginx's are part of its recipe, not of the build (scripts/nginx-config.mjs);
// 4. writes /.well-known/security.txt (RFC 9116) with the owner's address, valid for a year from the build;
// 5. draws the share images of the site, each course and each article from the content (scripts/share-images.ts);
// 6. writes a gzip copy beside every text file (scripts/precompress.mjs), which nginx serves as it is.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "vite";

import { FALLBACK_PAGES, NOT_FOUND_FILES } from "../deploy/fallbacks.mjs";
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  IMAGE_CSP,
  PER_PATH_HEADERS,
  SANDBOXED_FOLDERS,
  SECURITY_HEADERS,
} from "../deploy/security-headers.mjs";
import { listSymlinks } from "./content/files.ts";
import { readInertSvg } from "./content/inert-svg.ts";
import { contentRoot, loadContent } from "./content/load.ts";
import { OwnerError } from "./content/problems.ts";
import { readBuildEnv } from "./content/settings.ts";
import { listFiles, listTextFiles, writeGzipCopies } from "./precompress.mjs";
import { writeShareImages } from "./share-images.ts";

// BUILD_DIRECTORY (astro.config.mjs) puts a second build beside the first: the browser tests build one with a
// form endpoint into build/endpoint.
const BUILD_DIR = process.env.BUILD_DIRECTORY ?? "build";
const CLIENT_DIR = join(BUILD_DIR, "client");
const ADMIN_DIR = join(CLIENT_DIR, "admin");

// The SITE_* configuration as the pages' build read it (environment and .env files alike), and the content with
// those settings applied, for the share images.
const ENV = readBuildEnv();
const CONTENT = loadContent(contentRoot(ENV), ENV);
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

/** The policies of the page's `<meta http-equiv="Content-Security-Policy">` tags, entities decoded. */
export function readMetaPolicies(html) {
  return [...html.matchAll(/<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/gi)].map(([tag]) =>
    (/\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? "")
      .replace(/&#39;|&#x27;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

/**
 * What is wrong with a page's policy, as Astro wrote it: not exactly one meta policy, 'unsafe-inline' allowed for
 * scripts, or an inline script of the page whose hash the policy does not list (the browser would block it).
 * Returns the problems, none for a good page.
 */
export function checkPagePolicy(html) {
  const policies = readMetaPolicies(html);
  if (policies.length !== 1) return [`${policies.length} Content-Security-Policy meta tags (one expected)`];
  const scriptSrc = /(?:^|;)\s*script-src\s([^;]*)/.exec(policies[0] ?? "")?.[1] ?? "";
  if (!scriptSrc) return ["no script-src in its Content-Security-Policy"];
  const problems = [];
  if (/'unsafe-inline'/.test(scriptSrc)) problems.push("script-src allows 'unsafe-inline'");
  for (const hash of hashInlineScripts(html))
    if (!scriptSrc.includes(`'sha256-${hash}'`))
      problems.push(`an inline script (sha256-${hash}) is not in script-src`);
  return problems;
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

// What public/ put into the build as it is: the content check refuses pages and scripts there, and this step never
// vouches for them (no policy is read from, or hash computed for, a file the build did not make: decision 0026).
const PUBLIC_DIR = join(contentRoot(ENV), "public");
const copiedFromPublic = new Set(
  existsSync(PUBLIC_DIR) ? listFiles(PUBLIC_DIR).map((file) => relative(PUBLIC_DIR, file)) : [],
);
const planted = [...copiedFromPublic].filter((file) => /\.(?:x?html?|xml|m?js)$/i.test(file));
if (planted.length > 0)
  throw new OwnerError(
    `The build publishes pages and scripts it made, not copies: remove ${planted.map((file) => `public/${file}`).join(", ")}`,
  );
// Every drawing the build ships is published as its inert copy (docs/decisions/0042), and only where every host
// serves it sandboxed (IMAGE_CSP): under /images/ and /assets/.
const svgFiles = listFiles(CLIENT_DIR).filter((file) => /\.svg$/i.test(file));
const misplaced = svgFiles.filter((file) => {
  const path = `/${relative(CLIENT_DIR, file).split(sep).join("/")}`;
  return !SANDBOXED_FOLDERS.some((folder) => path.startsWith(folder));
});
if (misplaced.length > 0)
  throw new OwnerError(
    `The build publishes SVG files only under /images/ and /assets/: move ${misplaced.map((file) => relative(CLIENT_DIR, file)).join(", ")}`,
  );
for (const file of svgFiles)
  writeFileSync(file, readInertSvg(readFileSync(file, "utf8"), relative(CLIENT_DIR, file)).svg);

// The pages Astro generated; the editor's page has its own policy (admin/index.html, ADMIN_CSP).
const files = listFiles(CLIENT_DIR).filter(
  (file) => file.endsWith(".html") && !isAdminFile(file) && !copiedFromPublic.has(relative(CLIENT_DIR, file)),
);
const policyProblems = files.flatMap((file) =>
  checkPagePolicy(readFileSync(file, "utf8")).map((problem) => `${relative(CLIENT_DIR, file)}: ${problem}`),
);
if (policyProblems.length > 0)
  throw new OwnerError(`The pages' Content-Security-Policy is not strict:\n  ${policyProblems.join("\n  ")}`);
if (!existsSync(join(CLIENT_DIR, "404.html")))
  throw new Error(`${CLIENT_DIR}/404.html is missing (app/pages/404.astro)`);

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, and one Cache-Control per
 * path. Both hosts join (or override, each its own way) the values of a header that several matching rules set,
 * so no two rules set the same header for one path: the Cache-Control rules never overlap (/assets/* and /images/*
 * have their own, every other top-level entry of the build is listed by its URL with the revalidation rule: a page
 * `about.html` as /about), and the headers that differ for the editor (its Content-Security-Policy, opener and
 * embedder policies) are set per path rather than on /*, so /admin/ gets exactly one policy of each. The 404 pages
 * (the root one, and the fallback copies Cloudflare Pages serves for unknown ids: deploy/fallbacks.mjs), which
 * these hosts also serve under their own names with 200, are never indexed.
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
  const notFoundPages = NOT_FOUND_FILES.flatMap((file) => [`/${file.slice(0, -".html".length)}`, `/${file}`]);
  const editor = Object.fromEntries(
    Object.entries(ADMIN_HEADERS).filter(([name, value]) => everywhere[name] !== value),
  );
  return [
    block("/*", everywhere),
    // The sandboxed files' policy in place of the pages' (no CSP on /*, so nothing joins it): no SVG runs script.
    block("/assets/*", {
      ...site,
      "Content-Security-Policy": IMAGE_CSP,
      "Cache-Control": CACHE_CONTROL.assets,
    }),
    block("/images/*", {
      ...site,
      "Content-Security-Policy": IMAGE_CSP,
      "Cache-Control": CACHE_CONTROL.images,
    }),
    ...["/", ...revalidated].map((pattern) =>
      block(pattern, {
        ...site,
        "Cache-Control": CACHE_CONTROL.revalidate,
        ...(notFoundPages.includes(pattern) ? { "X-Robots-Tag": "noindex" } : {}),
      }),
    ),
    // In a fallback folder the copy is matched by /course/* too, which sets no X-Robots-Tag: one header, one rule.
    ...notFoundPages
      .filter((pattern) => pattern.split("/").length > 2)
      .map((pattern) => block(pattern, { "X-Robots-Tag": "noindex" })),
    ...(topLevelEntries.some(({ name }) => name === "admin")
      ? ["/admin", "/admin/*"].map((pattern) =>
          block(pattern, { ...editor, "Cache-Control": CACHE_CONTROL.revalidate }),
        )
      : []),
  ].join("");
}

/** RFC 9116: how to report a vulnerability, from the Organization a page describes in its JSON-LD. */
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

mkdirSync(join(CLIENT_DIR, ".well-known"), { recursive: true });
writeFileSync(
  join(CLIENT_DIR, ".well-known", "security.txt"),
  // The 404 page, which every build has (checked above), carries the Organization like every page.
  buildSecurityTxt(readFileSync(join(CLIENT_DIR, "404.html"), "utf8")),
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
  `postbuild: one strict CSP meta tag checked in each of ${files.length} HTML files; security headers for nginx and _headers; fallbacks ${Object.keys(FALLBACK_PAGES).filter((folder) => existsSync(join(CLIENT_DIR, folder, "404.html"))).length} of ${Object.keys(FALLBACK_PAGES).length} as folder/404.html; security.txt; ${shareImages.length} share images (${shareImages.filter((image) => image.cached).length} unchanged, largest ${kb(Math.max(...shareImages.map((image) => image.bytes)))}); gzip copies of ${textFiles.length} text files`,
);
