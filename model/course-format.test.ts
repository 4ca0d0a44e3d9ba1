import { describe, expect, test } from "vitest";

import { formatMinutes, formatStudents, parseWeeks } from "./course-format";

describe("formatting", () => {
  test.each([
    [5, "5 min"],
    [59, "59 min"],
    [60, "1 h"],
    [125, "2 h 5 min"],
    [1530, "25 h 30 min"],
  ])("%d minutes read %s", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  test("0 students read New, other counts are numbers", () => {
    expect(formatStudents(0)).toBe("New");
    expect(formatStudents(1)).toBe("1 student");
    expect(formatStudents(1250)).toBe("1,250 students");
  });

  test("the weeks are read from a duration text", () => {
    expect(parseWeeks("8 weeks")).toBe(8);
    expect(parseWeeks("1 week")).toBe(1);
    expect(parseWeeks("self-paced")).toBe(0);
  });
});
