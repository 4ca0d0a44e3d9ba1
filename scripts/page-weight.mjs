// What a page loads before interaction, read from the build: the JavaScript it preloads or imports at startup
// and its stylesheets, measured as the gzip files the build writes beside them (scripts/precompress.mjs), which
// are the bytes nginx sends (gzip_static, deploy/nginx.conf).
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const CLIENT_DIR = "build/client";

/** A page's file in the build: /courses is courses.html (scripts/postbuild.mjs, docs/decisions/0015). */
export function htmlFileFor(path, root = CLIENT_DIR) {
  return path === "/" ? join(root, "index.html") : join(root, `${path}.html`);
}

/**
 * Local asset URLs of a page: module scripts (src, modulepreload, and every asset an inline module script names:
 * the bootstrap preloads and imports them after the first paint) and stylesheets.
 */
export function listPageAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const url = /\b(?:href|src)="(\/[^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    if (/rel="modulepreload"/.test(tag) || (/^<script/.test(tag) && url.endsWith(".js"))) scripts.add(url);
    else if (/rel="stylesheet"/.test(tag)) styles.add(url);
  }
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, url] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(url);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Bytes of the gzip copy of a build file; a file without one would be compressed on the fly, so it fails. */
function gzipBytes(url) {
  return statSync(`${join(CLIENT_DIR, url)}.gz`).size;
}

/** Gzip bytes of the JavaScript and CSS the page at `path` loads before interaction. */
export function measurePage(path) {
  const { scripts, styles } = listPageAssets(readFileSync(htmlFileFor(path), "utf8"));
  const sum = (urls) => urls.reduce((total, url) => total + gzipBytes(url), 0);
  return { js: sum(scripts), css: sum(styles) };
}
