import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, test } from "vitest";

import { ContentFiles } from "./files.ts";
import { formatProblem, ProblemList } from "./problems.ts";

const root = mkdtempSync(path.join(tmpdir(), "yaml-problems-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILE = "content/blog/pricing.md";

/** What the build says of a post whose front matter is `lines` (the file's line 1 is `---`). */
function problemsOf(lines: ReadonlyArray<string>, file = FILE) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), ["---", ...lines, "---", "", "Text."].join("\n"));
  const files = new ContentFiles(root, new ProblemList());
  if (file.endsWith(".md")) files.readMarkdown(file);
  else files.readYaml(file);
  return files.problems.problems.map(formatProblem);
}

describe("a YAML mistake is told in plain words, at the file's own line, with the way to fix it", () => {
  test("an unquoted colon in a title", () => {
    expect(problemsOf(["excerpt: How to set one.", "title: Pricing: how to set a price", "author: Ana"])).toEqual([
      `${FILE}, line 3: a colon followed by a space inside a value makes YAML read a second field: quote a title that contains a colon: title: "Pricing: how to set a price"`,
    ]);
  });

  test("a field written twice", () => {
    expect(problemsOf(["title: Pricing", "excerpt: One.", "title: Prices"])).toEqual([
      `${FILE}, line 4: the field title appears twice in this file: keep one of them`,
    ]);
  });

  test("a tab before a list item", () => {
    expect(problemsOf(["title: Pricing", "tags:", "\t- Pricing"])).toEqual([
      `${FILE}, line 4: a tab indents this line: YAML files are indented with spaces only`,
    ]);
  });

  test("a quote that is not closed", () => {
    expect(problemsOf(['title: "Pricing', "excerpt: One."])).toEqual([
      `${FILE}, line 3: a quoted text is not closed: end it with the same quote mark it starts with, on the same line`,
    ]);
  });

  test("text after a closing quote", () => {
    expect(problemsOf(['title: "Pricing" for beginners'])).toEqual([
      `${FILE}, line 2: text after a closing quote: put the whole value inside the quotes, such as title: "\\"Pricing\\" for beginners"`,
    ]);
  });

  test("a value starting with a character YAML reserves", () => {
    expect(problemsOf(["title: Pricing", "author: @ana"])).toEqual([
      `${FILE}, line 3: a value cannot start with @ unless it is quoted: author: "@ana"`,
    ]);
  });

  test("a list item out of line", () => {
    expect(problemsOf(["tags:", "  - Pricing", " - Finance"])).toEqual([
      `${FILE}, line 4: this line does not line up with the lines above it: the fields of one group, and the items (- …) of one list, start in the same column`,
    ]);
  });

  test("a YAML file counts from its first line", () => {
    mkdirSync(path.join(root, "content"), { recursive: true });
    writeFileSync(path.join(root, "content/site.yml"), "name: Meridian\nemail: a@b.org\naddress: 1 Main St: Suite 2\n");
    const files = new ContentFiles(root, new ProblemList());
    files.readYaml("content/site.yml");
    expect(files.problems.problems.map(formatProblem)).toEqual([
      `content/site.yml, line 3: a colon followed by a space inside a value makes YAML read a second field: quote an address that contains a colon: address: "1 Main St: Suite 2"`,
    ]);
  });
});

test("an alias bomb is refused at once, at its first alias, with what to do", () => {
  const bomb = [
    "title: Pricing",
    'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]',
    "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
    "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]",
    "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]",
    "f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]",
    "g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]",
    "h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]",
    "i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]",
  ];
  const started = performance.now();
  expect(problemsOf(bomb)).toEqual([
    `${FILE}, line 4: its aliases (*name) repeat other values more than 100 times over: write each value out where it is needed, without & anchors and * aliases`,
  ]);
  writeFileSync(path.join(root, "content/site.yml"), bomb.join("\n"));
  const files = new ContentFiles(root, new ProblemList());
  expect(files.readYaml("content/site.yml")).toBeUndefined();
  expect(files.problems.problems.map(formatProblem)).toEqual([
    expect.stringMatching(/^content\/site\.yml, line 3: its aliases \(\*name\) repeat other values/),
  ]);
  expect(performance.now() - started).toBeLessThan(5_000);
});
