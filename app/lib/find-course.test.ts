import { describe, expect, test } from "vitest";

import { courses } from "~/content/courses";

import { findCourse, listOtherCourses } from "./find-course";
import { GUARANTEE_TITLE } from "./promises";

// The one place that holds the specification's own facts about the courses (SPEC section 3, docs/spec-rules.md):
// every other test reads the courses from content/courses, so a change to one of these is a deliberate one.
const SPEC_COURSES = [
  {
    id: "1",
    title: "Entrepreneurship & Business Idea Development",
    category: "Entrepreneurship",
    duration: "8 weeks",
    rating: 4.9,
    price: "$497",
    level: "Beginner to Intermediate",
    students: 0,
    features: 4,
  },
  {
    id: "2",
    title: "Company Formation, Trade & Financial Management",
    category: "Business Setup",
    duration: "6 weeks",
    rating: 4.8,
    price: "$397",
    level: "Intermediate",
    students: 0,
    features: 4,
  },
  {
    id: "3",
    title: "E-Export, Digital Marketing & Sales",
    category: "Global Expansion",
    duration: "10 weeks",
    rating: 4.9,
    price: "$597",
    level: "Intermediate to Advanced",
    students: 0,
    features: 4,
  },
  {
    id: "4",
    title: "Growth, Investment & Globalization",
    category: "Growth & Investment",
    duration: "12 weeks",
    rating: 4.9,
    price: "$697",
    level: "Advanced",
    students: 0,
    features: 4,
  },
];

describe("the course catalogue", () => {
  test("holds the four courses of the specification, word for word, first and in order", () => {
    expect(
      courses
        .slice(0, SPEC_COURSES.length)
        .map(({ id, title, category, duration, rating, price, level, students, features }) => ({
          id,
          title,
          category,
          duration,
          rating,
          price,
          level,
          students,
          features: features.length,
        })),
    ).toEqual(SPEC_COURSES);
  });

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
    for (const course of courses) expect(findCourse(course.id)).toBe(course);
  });

  test("the other courses are all the remaining ones, in catalogue order", () => {
    const course = findCourse("2");
    expect(listOtherCourses(course)).toEqual(courses.filter((other) => other !== course));
  });

  test.each([["99"], ["0"], ["abc"], [""], [undefined], ["1.0"], [" 2"]])(
    "unknown id %j falls back to course 1",
    (id) => {
      expect(findCourse(id).id).toBe("1");
    },
  );
});

test("the course pages show the site's guarantee as SPEC section 2 writes it", () => {
  expect(GUARANTEE_TITLE).toBe("30-Day Money-Back Guarantee");
});
