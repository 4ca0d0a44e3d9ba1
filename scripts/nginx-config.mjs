// The snippets are part of the recipe, never shipped with a build: the deploy writes only the web root (decision 0024).
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

function snippet(headers) {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Generated from deploy/security-headers.mjs by \`npm run nginx-config\`: do not edit.\n${lines.join("\n")}\n`;
}

export function buildNginxSnippets() {
  return {
    "security-headers.conf": snippet(SECURITY_HEADERS),
    "image-headers.conf": snippet(IMAGE_HEADERS),
    "admin-headers.conf": snippet({ ...ADMIN_HEADERS, "Cache-Control": CACHE_CONTROL.revalidate }),
  };
}

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
