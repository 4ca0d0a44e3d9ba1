import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect, test } from "vitest";

import { contentRoot } from "./load.ts";
import { checkPublicFiles } from "./public-files.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function plant(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "public-files-"));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, "public", name)), { recursive: true });
    writeFileSync(path.join(root, "public", name), text);
  }
  return root;
}

test("the site's own public files have no problem and no warning", () => {
  expect(checkPublicFiles(contentRoot())).toEqual({ problems: [], warnings: [] });
});

test("pages, feeds and scripts in public/ are problems naming the file", () => {
  const root = plant({
    "images/evil.html": "<script>alert(1)</script>",
    "feed.xml": "<rss/>",
    "tracker.js": "alert(1)",
    "images/photo.png": "png",
    "robots.txt": "User-agent: *",
    "images/.DS_Store": "",
  });
  const { problems } = checkPublicFiles(root);
  expect(problems.map((problem) => problem.file)).toEqual([
    "public/feed.xml",
    "public/images/evil.html",
    "public/tracker.js",
  ]);
  expect(problems[1]?.message).toMatch(/^is a page or script the build did not make/);
});

test("an SVG outside public/images/ is a problem naming the file, wherever it is", () => {
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  const { problems } = checkPublicFiles(plant({ "evil.svg": drawing, "fonts/x.svg": drawing, "images/ok.svg": drawing }));
  expect(problems).toEqual([
    { file: "public/evil.svg", message: expect.stringMatching(/^is an SVG outside public\/images\/: .* move it there/) },
    { file: "public/fonts/x.svg", message: expect.stringMatching(/^is an SVG outside public\/images\//) },
  ]);
});

test("an SVG that is no drawing is a problem with its line; what its copy leaves out, a warning with its line", () => {
  const { problems, warnings } = checkPublicFiles(
    plant({
      "images/photo.svg": "\u0089PNG\r\n\u001a\n\u0000",
      "images/evil.svg": '<svg xmlns="http://www.w3.org/2000/svg">\n<rect aria-label=">" onload="alert(1)"/></svg>',
    }),
  );
  expect(problems).toEqual([
    {
      file: "public/images/photo.svg",
      line: 2,
      message: "is not a well-formed SVG file (disallowed character): export it again as an SVG drawing (or delete it)",
    },
  ]);
  expect(warnings).toEqual([
    {
      file: "public/images/evil.svg",
      line: 2,
      message: expect.stringMatching(/^the event handler onload on <rect> is left out of the published copy/),
    },
  ]);
});

test("a file of a type the site does not publish is a problem", () => {
  const [problem] = checkPublicFiles(plant({ "notes.docx": "x" })).problems;
  expect(problem).toEqual({
    file: "public/notes.docx",
    message: expect.stringContaining("is not a kind of file the site publishes"),
  });
});
