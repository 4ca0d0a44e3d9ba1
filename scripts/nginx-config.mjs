// `npm run nginx-config [-- FOLDER]`: writes the nginx recipe's header snippets (security-headers.conf for the site,
// image-headers.conf for /images/ and /assets/, admin-headers.conf for the editor) from deploy/security-headers.mjs into FOLDER,
// deploy/nginx-headers/ unless given. They are part of the recipe, installed once by the server's admin into the
// root-owned /etc/nginx/meridian/ (docs/deploy.md), never shipped with a build: the deploy writes only the web
// root (docs/decisions/0024). Run it after a change of deploy/security-headers.mjs; a unit test checks that
// deploy/nginx-headers/ is what it writes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  IMAGE_HEADERS,
  SECURITY_HEADERS,
} from "../deploy/security-headers.mjs";

export const NGINX_HEADERS_DIR = "deploy/nginx-headers";

/** One `add_header … always;` line per header, under a line saying where it comes from. */
function snippet(headers) {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Generated from deploy/security-headers.mjs by \`npm run nginx-config\`: do not edit.\n${lines.join("\n")}\n`;
}

/** The snippets by file name, as deploy/nginx.conf includes them from /etc/nginx/meridian/. */
export function buildNginxSnippets() {
  return {
    "security-headers.conf": snippet(SECURITY_HEADERS),
    "image-headers.conf": snippet(IMAGE_HEADERS),
    "admin-headers.conf": snippet({ ...ADMIN_HEADERS, "Cache-Control": CACHE_CONTROL.revalidate }),
  };
}

/** Writes the snippets into `folder` (made if missing) and returns their paths. */
export function writeNginxSnippets(folder = NGINX_HEADERS_DIR) {
  mkdirSync(folder, { recursive: true });
  return Object.entries(buildNginxSnippets()).map(([name, text]) => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  });
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? "")).href) {
  const written = writeNginxSnippets(process.argv[2] ?? NGINX_HEADERS_DIR);
  console.log(`Wrote ${written.join(", ")}`);
}
