import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, test } from "vitest";

import { holdBuildLock } from "./build-lock.ts";

const roots: string[] = [];
const makeRoot = () => {
  const root = mkdtempSync(join(tmpdir(), "build-lock-"));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

test("a second build of the same checkout waits until the first lets go", async () => {
  const root = makeRoot();
  const releaseFirst = await holdBuildLock(root, { poll: 10 });
  let second: (() => void) | undefined;
  const waiting = holdBuildLock(root, { poll: 10 }).then((release) => (second = release));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(second).toBeUndefined();
  releaseFirst();
  await waiting;
  expect(second).toBeTypeOf("function");
  second?.();
  expect(existsSync(join(root, ".astro", "build.lock"))).toBe(false);
});

test("a lock whose build died is taken over", async () => {
  const root = makeRoot();
  const gone = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => gone.on("exit", resolve));
  mkdirSync(join(root, ".astro", "build.lock"), { recursive: true });
  writeFileSync(join(root, ".astro", "build.lock", "pid"), String(gone.pid));
  const release = await holdBuildLock(root, { poll: 10 });
  release();
});
