import { describe, expect, test } from "vitest";

import { loadContentOnce } from "../../scripts/content/load";
import { findCourse, listOtherCourses } from "./find-course";

const { content } = loadContentOnce();
const courses = content.courses;

describe("the course catalogue", () => {
  test("is in id order, each course with distinct features, a description and a shorter home title", () => {
    expect(courses.map((course) => Number(course.id))).toEqual(
      courses.map((course) => Number(course.id)).sort((a, b) => a - b),
    );
    for (const course of courses) {
      expect(new Set(course.features).size).toBe(course.features.length);
      expect(course.description.length).toBeGreaterThan(80);
      expect(course.shortTitle.length).toBeLessThan(course.title.length);
    }
  });
});

describe("findCourse", () => {
  test("finds a course by id", () => {
    for (const course of courses) expect(findCourse(courses, course.id)).toBe(course);
  });

  test("the other courses are all the remaining ones, in catalogue order", () => {
    const course = findCourse(courses, "2");
    expect(listOtherCourses(courses, course)).toEqual(courses.filter((other) => other !== course));
  });

  test.each([["99"], ["0"], ["abc"], [""], [undefined], ["1.0"], [" 2"]])(
    "unknown id %j falls back to course 1",
    (id) => {
      expect(findCourse(courses, id).id).toBe("1");
    },
  );
});
