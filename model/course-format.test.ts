import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";
import { parse } from "yaml";

import {
  type CourseTexts,
  formatMinutes,
  formatStudents,
  nameLevel,
  parseWeeks,
  writePricesIn,
} from "./course-format";
import type { UiEntry } from "./schemas/ui.ts";

/** The `course:` texts of the tests' own dictionary (test/fixtures/content/ui/<lang>.yml). */
function readCourseTexts(lang: string) {
  const file = path.join(import.meta.dirname, `../test/fixtures/content/ui/${lang}.yml`);
  const groups = parse(readFileSync(file, "utf8")) as Record<string, Record<string, UiEntry>>;
  const entries = Object.entries(groups.course ?? {}).map(([key, entry]) => [`course.${key}`, entry]);
  return { lang, dir: "ltr", entries: Object.fromEntries(entries) } as unknown as CourseTexts;
}

const ENGLISH = readCourseTexts("en");
const GERMAN = readCourseTexts("de");

describe("formatting", () => {
  test.each([
    [5, "5 min"],
    [59, "59 min"],
    [60, "1 h"],
    [125, "2 h 5 min"],
    [1530, "25 h 30 min"],
  ])("%d minutes read %s", (minutes, text) => {
    expect(formatMinutes(minutes, ENGLISH)).toBe(text);
  });

  test("0 students read New, other counts are numbers", () => {
    expect(formatStudents(0, ENGLISH)).toBe("New");
    expect(formatStudents(1, ENGLISH)).toBe("1 student");
    expect(formatStudents(1250, ENGLISH)).toBe("1,250 students");
  });

  test("a German page writes study time and students in German, with German digit grouping", () => {
    expect(formatMinutes(200, GERMAN)).toBe("3 Std. 20 Min.");
    expect(formatStudents(0, GERMAN)).toBe("Neu");
    expect(formatStudents(1250, GERMAN)).toBe("1.250 Teilnehmende");
  });

  test("a level is named as the page's language names it, in English as the course file says it", () => {
    expect(nameLevel("Beginner to Intermediate", ENGLISH)).toBe("Beginner to Intermediate");
    expect(nameLevel("Advanced", GERMAN)).toBe("Fortgeschritten");
  });

  test("the weeks are read from a duration text", () => {
    expect(parseWeeks("8 weeks")).toBe(8);
    expect(parseWeeks("1 week")).toBe(1);
    expect(parseWeeks("self-paced")).toBe(0);
  });
});

test("a course's prices and duration are written again in another language, the sale's struck price too", () => {
  const course = {
    price: "$245",
    priceAmount: 245,
    duration: "6 weeks",
    sale: { until: "2026-12-31", regularPrice: "$1,245", regularPriceAmount: 1245 },
  };
  const german = writePricesIn(course, "USD", "de");
  expect(german.price).toMatch(/^245\s\$$/u);
  expect(german.sale.regularPrice).toMatch(/^1\.245\s\$$/u);
  expect(german.priceAmount).toBe(245);
  expect(german.duration).toBe("6 Wochen");
  expect(writePricesIn({ price: "$85", priceAmount: 85, duration: "1 week" }, "USD", "en")).toEqual({
    price: "$85",
    priceAmount: 85,
    duration: "1 week",
  });
});
