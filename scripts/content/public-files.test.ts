// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect, test } from "vitest";

import { contentRoot } from "./load.ts";
import { checkPublicFiles, findSvgScript } from "./public-files.ts";

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

const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><a href="/courses"><rect width="4" height="4"/></a></svg>';

test("the site's own public files have no problem", () => {
  expect(checkPublicFiles(contentRoot())).toEqual([]);
});

test("every SVG the repository ships is a plain drawing", () => {
  const svgs = readdirSync(path.join(contentRoot(), "public"), { recursive: true, encoding: "utf8" }).filter(
    (name) => name.endsWith(".svg"),
  );
  expect(svgs.length).toBeGreaterThan(0);
  for (const name of svgs)
    expect(findSvgScript(readFileSync(path.join(contentRoot(), "public", name), "utf8")), name).toBeUndefined();
});

test.each([
  ['<svg><script>alert(1)</script></svg>', "a <script> element"],
  ['<svg><svg:script href="x.js"/></svg>', "a <script> element"],
  ['<svg><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"/></foreignObject></svg>', "a <foreignObject> element"],
  ['<svg onload="alert(1)"/>', "an event attribute (onload)"],
  ['<svg><rect\nONCLICK = "x()"/></svg>', "an event attribute (ONCLICK)"],
  ['<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', "a script address in href"],
  ['<svg><a xlink:href="java&#x09;script&#58;alert(1)"/></svg>', "a script address in xlink:href"],
  ['<svg><set attributeName="href" to="&#106;avascript:alert(1)"/></svg>', "a script address in to"],
  ['<svg><a href="data:text/html,%3Cb%3Ex"/></svg>', "a script address in href"],
  ['<!DOCTYPE svg [<!ENTITY s "&#60;script">]><svg>&s;</svg>', "an entity declaration (<!ENTITY)"],
])("an SVG with script is found: %s", (svg, found) => {
  expect(findSvgScript(svg)).toBe(found);
});

test("a plain drawing with links and an embedded raster image is not refused", () => {
  expect(findSvgScript(DRAWING)).toBeUndefined();
  expect(findSvgScript('<svg><image href="data:image/png;base64,iVBORw0KGgo="/></svg>')).toBeUndefined();
});

test("pages, feeds and scripts in public/ are problems naming the file", () => {
  const root = plant({
    "images/evil.html": "<script>alert(1)</script>",
    "feed.xml": "<rss/>",
    "tracker.js": "alert(1)",
    "images/evil.svg": '<svg onload="alert(1)"/>',
    "images/photo.png": "png",
    "robots.txt": "User-agent: *",
    "images/.DS_Store": "",
  });
  const problems = checkPublicFiles(root);
  expect(problems.map((problem) => problem.file)).toEqual([
    "public/feed.xml",
    "public/images/evil.html",
    "public/images/evil.svg",
    "public/tracker.js",
  ]);
  expect(problems[1]?.message).toMatch(/^is a page or script the build did not make/);
  expect(problems[2]?.message).toMatch(/^carries script \(an event attribute \(onload\)\)/);
});

test("a file of a type the site does not publish is a problem", () => {
  const [problem] = checkPublicFiles(plant({ "notes.docx": "x" }));
  expect(problem).toEqual({
    file: "public/notes.docx",
    message: expect.stringContaining("is not a kind of file the site publishes"),
  });
});
