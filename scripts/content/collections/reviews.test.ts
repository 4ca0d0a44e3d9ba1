import { readFileSync } from "node:fs";

import { afterEach, expect, test } from "vitest";

import { loadContent } from "../load.ts";
import { ContentCopy } from "../test-content.ts";

let copy: ContentCopy;
afterEach(() => copy.dispose());

const review = (lines: ReadonlyArray<string>, body = "Clear and practical.") =>
  ["---", ...lines, "---", "", body].join("\n");

test("a course's rating is the mean of its reviews, and only offered courses' reviews are kept", () => {
  copy = new ContentCopy();
  const { courses, reviews } = loadContent(copy.root, {});
  expect(courses.find(({ id }) => id === "6")).toMatchObject({ rating: 4.5, reviewCount: 2 });
  expect(reviews.map(({ name }) => name)).toEqual(["Amara Nwosu", "Jonas Berg", "Lea Fischer"]);
});

test("a review naming no course file, with stars out of range or no text is a problem at its field", () => {
  copy = new ContentCopy();
  copy.write(
    "content/reviews/broken.md",
    review(["course: pricing", "name: Ana", "rating: 6", "date: 2026-11-02"], ""),
  );
  copy.write("content/reviews/unknown.md", review(["course: pricing", "name: Ana", "rating: 5", "date: 2026-11-02"]));
  copy.write("content/reviews/empty.md", review(["course: sales-sprint", "name: Ana", "rating: 5", "date: 2026-11-02"], ""));
  expect(copy.problems()).toEqual([
    "content/reviews/broken.md, line 4: rating: expected 1 to 5, got 6",
    "content/reviews/empty.md: the review's text (below the front matter) is empty",
    expect.stringMatching(/^content\/reviews\/unknown\.md, line 2: course: no course file content\/courses\/pricing\.md/),
  ]);
});

test("a sale at or above the regular price and an enrolment day after the start are problems at their line", () => {
  copy = new ContentCopy();
  const file = "content/courses/sales-sprint.md";
  const text = readFileSync(`${copy.root}/${file}`, "utf8")
    .replace("price: 450\n", "price: 450\nsale: { price: 450, until: 2026-12-31 }\n")
    .replace("{ starts: 2027-03-02 }", "{ starts: 2027-03-02, enrolBy: 2027-03-09 }");
  copy.write(file, text);
  expect(copy.problems()).toEqual([
    expect.stringMatching(/^content\/courses\/sales-sprint\.md, line \d+: sale\.price: expected a sale price below the regular price \(450\), got 450$/),
    expect.stringMatching(/^content\/courses\/sales-sprint\.md, line \d+: cohorts\[2\]\.enrolBy: expected a date on or before the cohort starts \(2027-03-02\), got 2027-03-09$/),
  ]);
});
