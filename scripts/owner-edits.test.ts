import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, expect, test } from "vitest";

import { makeContentCopy } from "./content/content-copy.ts";
import { REPOSITORY_ROOT } from "./content/load.ts";
import { applyOwnerEdits, OWNER_CONTENT, OWNER_EDITS } from "./owner-edits.ts";

// Builds with nothing of this test run's environment, as the owner builds.

const run = promisify(execFile);
const BUILD_DIRECTORY = "build/owner-edits";
let copy: ReturnType<typeof makeContentCopy>;

beforeAll(async () => {
  copy = makeContentCopy("owner-content-");
  await applyOwnerEdits(copy.root);
}, 60_000);
afterAll(() => copy.remove());

async function buildCopy() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(?:VITEST|NODE_ENV$)/.test(name)),
  );
  try {
    const { stdout, stderr } = await run("npm", ["run", "build"], {
      cwd: REPOSITORY_ROOT,
      env: { ...env, CONTENT_ROOT: copy.root, BUILD_DIRECTORY, ASTRO_TELEMETRY_DISABLED: "1", VERBOSE: "" },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { ok: false, output: `exit ${failed.code}\n${failed.stdout ?? ""}\n${failed.stderr ?? ""}` };
  }
}

test(`after the owner's edits (${OWNER_EDITS.map(({ edit }) => edit).join("; ")}) the site builds`, async () => {
  const build = await buildCopy();
  expect(build.ok, build.output).toBe(true);
  expect(build.output).toContain("Built the site");
  const { slug, photo } = OWNER_CONTENT.post;
  expect(build.output).toContain(`public${photo}: `);
  for (const page of ["blog.html", `blog/${slug}.html`]) {
    const html = readFileSync(path.join(REPOSITORY_ROOT, BUILD_DIRECTORY, "client", page), "utf8");
    expect(html, page).not.toContain(`src="${photo}"`);
    // Astro's image service names a copy after the file: /assets/{name}.{hash}_{transform}.webp.
    expect(html, page).toMatch(new RegExp(`srcset="/assets/${slug}\\.[\\w-]+\\.webp 480w`, "i"));
  }
}, 300_000);
