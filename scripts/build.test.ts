// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect, test } from "vitest";

import { REPOSITORY_ROOT } from "./content/load.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// `npm run build` hides the tools' output when it succeeds; a failure must still say what is wrong, here and now.
test("a build that fails on a content file prints the file, the field and the failing step", () => {
  const root = mkdtempSync(path.join(tmpdir(), "broken-content-"));
  const buildDirectory = path.join("build", path.basename(root));
  folders.push(root, path.join(REPOSITORY_ROOT, buildDirectory));
  cpSync(path.join(REPOSITORY_ROOT, "content"), path.join(root, "content"), { recursive: true });
  cpSync(path.join(REPOSITORY_ROOT, "public"), path.join(root, "public"), { recursive: true });
  const course = path.join(root, "content/courses/e-export.md");
  writeFileSync(course, readFileSync(course, "utf8").replace(/^price: .*$/m, "price: lots"));

  const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: REPOSITORY_ROOT,
    encoding: "utf8",
    env: { ...process.env, CONTENT_ROOT: root, BUILD_DIRECTORY: buildDirectory, VERBOSE: "" },
  });
  expect(build.status).not.toBe(0);
  expect(build.stderr).toContain('content/courses/e-export.md: price: expected a number, got "lots"');
  expect(build.stderr).toContain("The build failed in the content check");
  expect(build.stdout).not.toContain("Built the site");
  expect(readFileSync(path.join(REPOSITORY_ROOT, buildDirectory, "build.log"), "utf8")).toContain(
    "content/courses/e-export.md: price",
  );
}, 120_000);
