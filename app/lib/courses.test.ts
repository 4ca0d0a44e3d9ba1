import { describe, expect, test } from "vitest";
import { COURSE_CATEGORIES, courses } from "~/content/courses";
import { findCourse } from "./courses";

describe("the course catalogue", () => {
  test("holds the four courses of the specification, word for word", () => {
    expect(
      courses.map(({ id, title, category, duration, rating, price, level, students }) => ({
        id,
        title,
        category,
        duration,
        rating,
        price,
        level,
        students,
      })),
    ).toEqual([
      {
        id: "1",
        title: "Entrepreneurship & Business Idea Development",
        category: "Entrepreneurship",
        duration: "8 weeks",
        rating: 4.9,
        price: "$497",
        level: "Beginner to Intermediate",
        students: 0,
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
      },
    ]);
  });

  test("each course has four distinct features, a description and a shorter home title", () => {
    for (const course of courses) {
      expect(new Set(course.features).size).toBe(4);
      expect(course.description.length).toBeGreaterThan(80);
      expect(course.shortTitle.length).toBeLessThan(course.title.length);
    }
  });

  test("the categories are the four of the catalogue filter, one course each", () => {
    expect(courses.map((course) => course.category)).toEqual([...COURSE_CATEGORIES]);
  });
});

describe("findCourse", () => {
  test("finds a course by id", () => {
    expect(findCourse("3").title).toBe("E-Export, Digital Marketing & Sales");
  });

  test.each([["99"], ["0"], ["abc"], [""], [undefined], ["1.0"], [" 2"]])(
    "unknown id %j falls back to course 1",
    (id) => {
      expect(findCourse(id).id).toBe("1");
    },
  );
});
