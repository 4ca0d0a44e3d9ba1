import { expect, test } from "vitest";

import { buildCourseTabHash, COURSE_TABS, resolveCourseTab } from "./course-tabs";

test("no hash opens Overview", () => {
  expect(resolveCourseTab("")).toBe("overview");
  expect(resolveCourseTab("#")).toBe("overview");
});

test("a tab's hash opens that tab, in any case", () => {
  expect(resolveCourseTab("#curriculum")).toBe("curriculum");
  expect(resolveCourseTab("#Reviews")).toBe("reviews");
  expect(resolveCourseTab("instructor")).toBe("instructor");
});

test("an unknown hash falls back to Overview", () => {
  expect(resolveCourseTab("#pricing")).toBe("overview");
  expect(resolveCourseTab("#curriculum-2")).toBe("overview");
});

test("every tab's hash reads back as that tab, and Overview needs none", () => {
  for (const tab of COURSE_TABS) expect(resolveCourseTab(buildCourseTabHash(tab))).toBe(tab);
  expect(buildCourseTabHash("overview")).toBe("");
  expect(buildCourseTabHash("curriculum")).toBe("#curriculum");
});
