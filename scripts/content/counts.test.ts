import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import { listCountPlaceholders, listNames } from "./counts.ts";
import { loadContent } from "./load.ts";
import { ContentCopy } from "./test-content.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

test("a count is quoted as a word, a capitalised word and a figure", () => {
  expect(listCountPlaceholders("jobs", 4)).toEqual({
    "jobs.count": "four",
    "jobs.count.titleCase": "Four",
    "jobs.number": "4",
  });
  expect(listNames(["A"])).toBe("A");
  expect(listNames(["A", "B", "C"])).toBe("A, B, and C");
});

test("one more instructor changes every count and name the company pages state, in the plural", () => {
  const before = loadContent(copy.root, {});
  copy.editYaml("content/instructors.yml", (data) => {
    const instructors = data.instructors as Array<Record<string, unknown>>;
    instructors.push({ name: "Amara Lewis", title: "Export Instructor", bio: ["Amara ran an export desk."] });
  });
  const { company } = loadContent(copy.root, {});
  const count = String(before.instructors.length + 1);
  const text = JSON.stringify(company);
  expect(company.about.stats).toContainEqual({ value: count, label: "Expert instructors" });
  expect(company.mission.impact).toContainEqual({ value: count, label: "Instructors" });
  expect(text).toContain(listNames([...before.instructors.map(({ name }) => name), "Amara Lewis"]));
  expect(text).not.toMatch(/\bInstructor 1\b|\b1 Instructor\b|Expert instructor"/);
});

// The specification's figures, on the tests' content (test/fixtures/).
test("the tests' content states one instructor in the singular, as the specification's figures say", () => {
  const { company, instructors } = loadContent(copy.root, {});
  expect(instructors).toHaveLength(1);
  expect(company.about.stats).toContainEqual({ value: "1", label: "Expert instructor" });
  expect(company.mission.impact).toContainEqual({ value: "1", label: "Instructor" });
});

test("the students enrolled are the sum of the courses' students", () => {
  const before = loadContent(copy.root, {});
  const file = path.join(copy.root, before.courseFiles[before.courses[0]?.id ?? ""] ?? "");
  writeFileSync(file, readFileSync(file, "utf8").replace(/^students: \d+$/m, "students: 1250"));
  const { company, courses } = loadContent(copy.root, {});
  const total = courses.reduce((sum, course) => sum + course.students, 0);
  expect(total).toBeGreaterThanOrEqual(1250);
  expect(company.about.stats[0]?.value).toBe(total.toLocaleString("en-US"));
});

test("a choice by a count the site does not keep is a problem naming the file and field", () => {
  copy.editYaml("content/company.yml", (data) => {
    const careers = data.careers as { hiringSteps: string[] };
    careers.hiringSteps[0] = "{students:One learner|Many learners} helped us.";
  });
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      /^content\/company\.yml: careers\.hiringSteps\[0\]: \{students:One learner\|Many learners\}: .*chooses by a count; the counts are .*instructors.*courses.*jobs/,
    ),
  ]);
});

test("a further language's text quotes the counts and lists in its own words, the original's stay English", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["en", "de"];
  });
  mkdirSync(path.join(copy.root, "content/de"));
  copy.write(
    "content/de/pages.yml",
    'catalogue:\n  lead: "{courses.count.titleCase} Kurse: {courses.topics}."\n  otherCourses: Die {courses.count} Kurse, {courses.students} Teilnehmende.\n',
  );
  const content = loadContent(copy.root, {});
  const { courses } = content;
  const students = courses.reduce((sum, course) => sum + course.students, 0);
  expect(courses.length).toBeGreaterThan(2);
  expect(content.translations?.de?.pages.catalogue).toMatchObject({
    lead: `${courses.length} Kurse: ${new Intl.ListFormat("de", { type: "conjunction" }).format(courses.map((course) => course.shortTitle))}.`,
    otherCourses: `Die ${courses.length} Kurse, ${students.toLocaleString("de")} Teilnehmende.`,
  });
  expect(content.pages.catalogue.lead).toMatch(/^(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve) /);
});
