// Measured as the gzip copies nginx sends (gzip_static); modules loaded with `import()` come on demand, uncounted.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

export const CLIENT_DIR = "build/client";

/** /courses is courses.html (decision 0015). */
export function htmlFileFor(path, root = CLIENT_DIR) {
  return path === "/" ? join(root, "index.html") : join(root, `${path}.html`);
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** Astro's directives that load an island only once the visitor scrolls to it (`client:visible`). */
const DEFERRED_DIRECTIVES = new Set(["visible"]);

/** `scripts` load before interaction; `deferred`, the modules of `client:visible` islands, when scrolled to. */
export function listPageAssets(html) {
  const scripts = new Set();
  const deferred = new Set();
  const styles = new Set();
  const inline = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const target = DEFERRED_DIRECTIVES.has(/\bclient="([^"]*)"/.exec(tag)?.[1]) ? deferred : scripts;
    for (const [, url] of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="(\/[^"]+)"/g))
      target.add(url);
  }
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
  return {
    scripts: [...scripts],
    deferred: [...deferred].filter((url) => !scripts.has(url)),
    styles: [...styles],
    inline,
  };
}

export function listStaticImports(source, url) {
  const imports = new Set();
  // Bundled output never has such a string of its own at the top level; `import(` and `import.meta` do not match.
  // A re-export (`export{K as default}from"./shared.js"`, Astro's renderer) loads its module as an import does.
  for (const [, specifier] of source.matchAll(
    /\b(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    if (!/^\.{1,2}\/|^\//.test(specifier)) continue;
    imports.add(specifier.startsWith("/") ? specifier : posix.join(posix.dirname(url), specifier));
  }
  return [...imports];
}

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

/** A file without a gzip copy would be compressed on the fly, so it fails. */
function gzipBytes(url, root) {
  return statSync(`${join(root, url)}.gz`).size;
}

/**
 * `js` and `modules`: what the page loads before interaction. `visible`: what its `client:visible` islands add
 * once scrolled to; `hydratedJs`, the page's JavaScript once every island has hydrated.
 */
export function measurePage(path, root = CLIENT_DIR) {
  const { scripts, deferred, styles, inline } = listPageAssets(readFileSync(htmlFileFor(path, root), "utf8"));
  const modules = collectModules(scripts, root);
  const loaded = new Set(modules);
  const visibleModules = collectModules(deferred, root).filter((url) => !loaded.has(url));
  const sum = (urls) => urls.reduce((total, url) => total + gzipBytes(url, root), 0);
  const inlineBytes = inline.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  const js = sum(modules) + inlineBytes;
  const visible = { js: sum(visibleModules), modules: visibleModules };
  return {
    js,
    css: sum(styles),
    modules,
    inlineScripts: inline.length,
    visible,
    hydratedJs: js + visible.js,
  };
}
