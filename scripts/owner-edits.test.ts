// @vitest-environment node
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, expect, test } from "vitest";

import { REPOSITORY_ROOT } from "./content/load.ts";
import { applyOwnerEdits, OWNER_CONTENT, OWNER_EDITS } from "./owner-edits.ts";

// Issue 34: an owner's edits must break none of the project's tests. A copy of this checkout gets the edits an owner
// makes in a second month (scripts/owner-edits.ts), then its own unit tests and its build run there, as in the
// owner's clone. (This file is left out of the copy's run: it would start itself again.)

const run = promisify(execFile);
/** What a checkout holds besides its sources: not copied (node_modules is linked). */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  "build",
  ".astro",
  ".wrangler",
  "test-results",
  "playwright-report",
  "blob-report",
]);
const THIS_FILE = "scripts/owner-edits.test.ts";

let root = "";
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "owner-checkout-"));
  for (const entry of readdirSync(REPOSITORY_ROOT)) {
    if (!NOT_COPIED.has(entry))
      cpSync(path.join(REPOSITORY_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.join(REPOSITORY_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  await applyOwnerEdits(root);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The environment of a command the owner types: none of this test run's own variables. */
function ownerEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(?:VITEST|CONTENT_ROOT$|BUILD_DIRECTORY$|NODE_ENV$)/.test(name),
    ),
  );
  return { ...env, ASTRO_TELEMETRY_DISABLED: "1", VERBOSE: "" };
}

/** A command's output, or its output and status when it failed (the assertion then shows what it said). */
async function runInCopy(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: root,
      env: ownerEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { ok: false, output: `exit ${failed.code}\n${failed.stdout ?? ""}\n${failed.stderr ?? ""}` };
  }
}

test(`after the owner's edits (${OWNER_EDITS.map(({ edit }) => edit).join("; ")}) the unit tests and the build pass`, async () => {
  const unit = await runInCopy([
    "node_modules/vitest/vitest.mjs",
    "run",
    "--reporter=dot",
    "--exclude",
    THIS_FILE,
  ]);
  // The failing tests' names and messages, not the whole log, when it fails.
  const failures = unit.output
    .split("\n")
    .filter((line) => /FAIL|Error|Tests\s/.test(line))
    .join("\n");
  expect(unit.ok, failures).toBe(true);
  const build = await runInCopy(["node_modules/astro/bin/astro.mjs", "build"]);
  expect(build.ok, build.output).toBe(true);
  expect(build.output).toContain("Built the site");
  // The phone photo is served resized from the blog and its article, and the build warned about its size.
  const { slug, photo } = OWNER_CONTENT.post;
  expect(build.output).toContain(`public${photo}: `);
  for (const page of ["blog.html", `blog/${slug}.html`]) {
    const html = readFileSync(path.join(root, "build/client", page), "utf8");
    expect(html, page).not.toContain(`src="${photo}"`);
    expect(html, page).toMatch(new RegExp(`srcset="/assets/images/${slug}-480\\.\\w+\\.webp 480w`, "i"));
  }
}, 400_000);
