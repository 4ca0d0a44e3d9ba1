import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, expect, test } from "vitest";

import { makeContentCopy } from "./content/content-copy.ts";
import { REPOSITORY_ROOT } from "./content/load.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// `npm run build` hides the tools' output when it succeeds; a failure must still say what is wrong, here and now.
test("a build that fails on a content file prints the file, the field and the failing step", () => {
  const { root } = makeContentCopy("broken-content-");
  const buildDirectory = path.join("build", path.basename(root));
  folders.push(root, path.join(REPOSITORY_ROOT, buildDirectory));
  // Whichever course the owner has first.
  const file = `content/courses/${readdirSync(path.join(root, "content/courses")).filter((name) => name.endsWith(".md"))[0]}`;
  const course = path.join(root, file);
  writeFileSync(course, readFileSync(course, "utf8").replace(/^price: .*$/m, "price: lots"));

  const build = spawnSync("npm", ["run", "build"], {
    cwd: REPOSITORY_ROOT,
    encoding: "utf8",
    env: { ...process.env, CONTENT_ROOT: root, BUILD_DIRECTORY: buildDirectory, VERBOSE: "" },
  });
  expect(build.status).not.toBe(0);
  expect(build.stderr).toMatch(
    new RegExp(`${file.replace(/[.]/g, "\\.")}, line \\d+: price: expected a number, got "lots"`),
  );
  expect(build.stderr).toContain("The build failed in the content check");
  expect(build.stdout).not.toContain("Built the site");
  expect(readFileSync(path.join(REPOSITORY_ROOT, buildDirectory, "build.log"), "utf8")).toMatch(
    new RegExp(`${file.replace(/[.]/g, "\\.")}, line \\d+: price`),
  );
}, 120_000);
