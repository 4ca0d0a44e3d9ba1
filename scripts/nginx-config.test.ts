import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { SECURITY_HEADERS } from "../deploy/security-headers.mjs";
import { buildNginxSnippets, NGINX_HEADERS_DIR, writeNginxSnippets } from "./nginx-config.mjs";

test("deploy/nginx-headers/ holds what `npm run nginx-config` writes from deploy/security-headers.mjs", () => {
  const snippets = buildNginxSnippets();
  expect(readdirSync(NGINX_HEADERS_DIR).sort()).toEqual(Object.keys(snippets).sort());
  for (const [name, text] of Object.entries(snippets))
    expect(readFileSync(join(NGINX_HEADERS_DIR, name), "utf8"), `${name}: run npm run nginx-config`).toBe(
      text,
    );
});

test("each header is one `add_header … always` line, and the command writes into the folder an admin names", () => {
  const site = buildNginxSnippets()["security-headers.conf"];
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(site).toContain(`add_header ${name} "${value}" always;\n`);
  const folder = mkdtempSync(join(tmpdir(), "nginx-config-"));
  try {
    const written = writeNginxSnippets(join(folder, "meridian"));
    expect(written.map((path) => readFileSync(path, "utf8"))).toEqual(Object.values(buildNginxSnippets()));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
