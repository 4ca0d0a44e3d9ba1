import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect, test } from "vitest";

import { listFileDates } from "./file-dates.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function folder() {
  const root = mkdtempSync(path.join(tmpdir(), "file-dates-"));
  roots.push(root);
  mkdirSync(path.join(root, "content/courses"), { recursive: true });
  return root;
}

/** A file written with a modification time of noon UTC on `day`. */
function write(root: string, file: string, text: string, day: string) {
  writeFileSync(path.join(root, file), text);
  const time = new Date(`${day}T12:00:00Z`);
  utimesSync(path.join(root, file), time, time);
}

function commit(root: string, day: string) {
  const date = `${day}T12:00:00Z`;
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", root, ...args], {
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, TZ: "UTC" },
      stdio: "ignore",
    });
  git("add", "-A");
  git("-c", "user.name=Owner", "-c", "user.email=owner@test.org", "commit", "-q", "-m", "Edit");
}

test("a committed file is dated by its last commit, a changed or new one by its modification time", () => {
  const root = folder();
  execFileSync("git", ["-C", root, "init", "-q"]);
  write(root, "content/site.yml", "currency: USD\n", "2026-01-01");
  write(root, "content/courses/a.md", "price: 100\n", "2026-01-01");
  commit(root, "2026-02-01");
  write(root, "content/courses/a.md", "price: 120\n", "2026-02-15");
  commit(root, "2026-03-01");
  expect(listFileDates(root)).toEqual({
    "content/site.yml": "2026-02-01",
    "content/courses/a.md": "2026-03-01",
  });
  // The owner raises the price and has not committed yet; a new course is not in git at all.
  write(root, "content/courses/a.md", "price: 150\n", "2026-04-02");
  write(root, "content/courses/b.md", "price: 90\n", "2026-04-03");
  expect(listFileDates(root)).toEqual({
    "content/site.yml": "2026-02-01",
    "content/courses/a.md": "2026-04-02",
    "content/courses/b.md": "2026-04-03",
  });
});

test("outside a git checkout (a copy under CONTENT_ROOT) every file is dated by its modification time", () => {
  const root = folder();
  write(root, "content/site.yml", "currency: USD\n", "2026-05-06");
  expect(listFileDates(root)).toEqual({ "content/site.yml": "2026-05-06" });
});
