// What a page loads before interaction, read from the build: the JavaScript its islands and scripts load and its
// stylesheets, measured as the gzip files the build writes beside them (scripts/precompress.mjs), which are the
// bytes nginx sends (gzip_static, deploy/nginx.conf). An island (`<astro-island component-url renderer-url>`) loads
// its component and its renderer, and each of those loads every module it imports statically, and so on; a module
// imported with `import()` loads on demand (after a submit, on a first search) and is not counted. A page without
// islands or scripts loads nothing: 0 B.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

export const CLIENT_DIR = "build/client";

/** A page's file in the build: /courses is courses.html (Astro's `build.format: "file"`, docs/decisions/0015). */
export function htmlFileFor(path, root = CLIENT_DIR) {
  return path === "/" ? join(root, "index.html") : join(root, `${path}.html`);
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * What the HTML of a page names: the local module scripts it loads (island components and renderers, `<script
 * src>`, module preloads), its stylesheets, and the text of each inline script (JSON-LD data blocks are no script).
 */
export function listPageAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const inline = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g))
    for (const [, url] of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="(\/[^"]+)"/g))
      scripts.add(url);
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const url = /\b(?:href|src)="(\/[^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    if (/rel="modulepreload"/.test(tag) || (/^<script/.test(tag) && url.endsWith(".js"))) scripts.add(url);
    else if (/rel="stylesheet"/.test(tag)) styles.add(url);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "").toLowerCase();
    if (EXECUTABLE_TYPES.has(type) && body.trim()) inline.push(body);
  }
  return { scripts: [...scripts], styles: [...styles], inline };
}

/** The local modules a built JavaScript file imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function listStaticImports(source, url) {
  const imports = new Set();
  // Bundled output: `import{a as b}from"./chunk.js";` and `import"./side-effect.js";`, never inside a string of
  // its own at the top level; `import(` (dynamic) and `import.meta` do not match.
  for (const [, specifier] of source.matchAll(/\bimport\s*(?:[\w${},*\s]+?\s*from\s*)?["']([^"']+)["']/g)) {
    if (!/^\.{1,2}\/|^\//.test(specifier)) continue;
    imports.add(specifier.startsWith("/") ? specifier : posix.join(posix.dirname(url), specifier));
  }
  return [...imports];
}

/** Every module `urls` load: themselves and their static imports, recursively, each once. */
export function collectModules(urls, root = CLIENT_DIR) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(root, url);
    if (!existsSync(file)) throw new Error(`${url} is loaded by a page but is not in ${root}`);
    queue.push(...listStaticImports(readFileSync(file, "utf8"), url));
  }
  return [...seen];
}

/** Bytes of the gzip copy of a build file; a file without one would be compressed on the fly, so it fails. */
function gzipBytes(url, root) {
  return statSync(`${join(root, url)}.gz`).size;
}

/**
 * Gzip bytes of the JavaScript and CSS the page at `path` loads before interaction, and the modules counted:
 * every module its islands and scripts load statically, plus its inline scripts (each gzipped on its own).
 */
export function measurePage(path, root = CLIENT_DIR) {
  const { scripts, styles, inline } = listPageAssets(readFileSync(htmlFileFor(path, root), "utf8"));
  const modules = collectModules(scripts, root);
  const sum = (urls) => urls.reduce((total, url) => total + gzipBytes(url, root), 0);
  const inlineBytes = inline.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  return { js: sum(modules) + inlineBytes, css: sum(styles), modules, inlineScripts: inline.length };
}
