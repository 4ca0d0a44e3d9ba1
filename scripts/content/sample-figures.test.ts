import { mkdirSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import { formatProblem } from "./problems.ts";
import { listSampleFigures } from "./sample-figures.ts";
import { ContentCopy } from "./test-content.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

test("lists every rating, measured-looking support statistic and view count, by file and line", () => {
  const figures = listSampleFigures(copy.root).map(formatProblem);
  expect(figures.filter((line) => line.includes(": rating: ")).length).toBeGreaterThan(0);
  expect(figures).toContainEqual(expect.stringMatching(/^content\/support\.yml, line \d+: stats\[\d\]\.value: "98%/));
  expect(figures).toContainEqual(expect.stringMatching(/^content\/blog\/[a-z0-9-]+\.md, line \d+: views: \d+ views/));
  // A statistic that quotes a promise is the owner's promise, not a measurement.
  expect(figures.join("\n")).not.toContain("Average response time");
});

test("a figure deleted from its file is no longer listed", () => {
  copy.editYaml("content/support.yml", (data) => {
    data.stats = (data.stats as Array<{ value: string }>).filter((stat) => !/\d/.test(stat.value) || stat.value.includes("{"));
  });
  expect(listSampleFigures(copy.root).map(formatProblem).join("\n")).not.toContain("content/support.yml");
});

test("a course's rating counts as a sample only while no review stands behind it", () => {
  const rated = (files: string[]) =>
    files.filter((line) => line.includes(": rating: ")).map((line) => line.split(",")[0]);
  const before = rated(listSampleFigures(copy.root).map(formatProblem));
  expect(before).toContain("content/courses/entrepreneurship.md");
  copy.write(
    "content/reviews/entrepreneurship-kim.md",
    "---\ncourse: entrepreneurship\nname: Kim Ode\nrating: 5\ndate: 2026-10-01\n---\n\nClear steps from idea to first sale.\n",
  );
  expect(rated(listSampleFigures(copy.root).map(formatProblem))).toEqual(
    before.filter((file) => file !== "content/courses/entrepreneurship.md"),
  );
});

test("a further language's support statistics are listed from its own file, by its line", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["en", "de"];
  });
  // The original's figure replaced by a promise; its German wording keeps the sample.
  copy.editYaml("content/support.yml", (data) => {
    const stats = data.stats as Array<{ value: string }>;
    stats[3] = { ...stats[3], value: "{promises.phoneHours}" };
  });
  mkdirSync(path.join(copy.root, "content/de"));
  copy.write(
    "content/de/support.yml",
    [
      "stats:",
      '  - value: "< {promises.supportResponseTime}"',
      "    label: Durchschnittliche Antwortzeit",
      "  - {}",
      "  - {}",
      "  - value: 50+",
      "    label: Support-Mitarbeitende",
      "",
    ].join("\n"),
  );
  expect(copy.problems()).toEqual([]);
  const figures = listSampleFigures(copy.root).map(formatProblem);
  expect(figures).toContainEqual('content/de/support.yml, line 6: stats[3].value: "50+ Support-Mitarbeitende": a statistic with no measurement behind it');
  expect(figures.join("\n")).not.toMatch(/content\/support\.yml, line \d+: stats\[3\]/);
  expect(figures.join("\n")).not.toMatch(/content\/de\/support\.yml, line \d+: stats\[0\]/);
});
