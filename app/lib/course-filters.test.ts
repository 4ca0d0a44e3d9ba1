import { describe, expect, test } from "vitest";

import { COURSE_CATEGORIES } from "../../model/course-options.ts";
import type { Course } from "../../model/schemas/courses";
import {
  DEFAULT_COURSE_FILTERS,
  filterCourses,
  listCourseCategories,
  parseCategory,
  readCourseFilters,
  toCategorySlug,
  writeCourseFilters,
} from "./course-filters";

function fixture(id: string, title: string, description: string, category: Course["category"]): Course {
  return {
    id,
    title,
    shortTitle: title,
    description,
    category,
    duration: "6 weeks",
    students: 0,
    rating: 4.5,
    reviewCount: 0,
    enrolment: "open",
    hasPreview: false,
    price: "$100",
    priceAmount: 100,
    level: id === "4" ? "Advanced" : "Intermediate to Advanced",
    features: id === "4" ? ["Term-sheet fundamentals"] : ["Templates"],
    cover: { src: "/images/courses/course.svg", width: 1200, height: 675 },
  };
}

// A catalogue of its own, so that the search rules are tested on texts chosen for them, not on the content files.
const CATALOGUE: ReadonlyArray<Course> = [
  fixture(
    "1",
    "Business Idea Validation",
    "Test demand before you spend and write a one-page plan.",
    "Entrepreneurship",
  ),
  fixture(
    "2",
    "Company Formation and Finance",
    "Register your business, keep clean books and control your cash flow.",
    "Business Setup",
  ),
  fixture(
    "3",
    "E-Export and Digital Marketing",
    "Sell abroad through a marketplace storefront and handle customs paperwork.",
    "Global Expansion",
  ),
  fixture(
    "4",
    "Growth, Investment and Globalization",
    "Prepare a data room for investors and plan your expansion.",
    "Growth & Investment",
  ),
];

function byId(id: string): Course {
  const course = CATALOGUE.find((item) => item.id === id);
  if (!course) throw new Error(`no fixture course ${id}`);
  return course;
}

function ids(list: ReadonlyArray<Course>) {
  return list.map((course) => course.id);
}

function search(query: string, category: Course["category"] | null = null) {
  return ids(filterCourses(CATALOGUE, { query, category }));
}

describe("filterCourses", () => {
  test("an empty query and no category keep every course in order", () => {
    expect(search("")).toEqual(["1", "2", "3", "4"]);
  });

  test("the search ignores case", () => {
    expect(search("E-EXPORT")).toEqual(["3"]);
    expect(search("e-export")).toEqual(["3"]);
    expect(search("e-ExPoRt")).toEqual(["3"]);
  });

  test("a substring of a title matches", () => {
    expect(search("Formation")).toEqual(["2"]);
    expect(search("globaliz")).toEqual(["4"]);
  });

  test("a substring of a description matches", () => {
    expect(search("data room")).toEqual(["4"]);
    expect(search("clean books")).toEqual(["2"]);
  });

  test("features and other fields are not searched", () => {
    expect(search("term-sheet")).toEqual([]);
    expect(search("Advanced")).toEqual([]);
  });

  test("a category alone keeps only its courses", () => {
    expect(search("", "Business Setup")).toEqual(["2"]);
    expect(search("", "Growth & Investment")).toEqual(["4"]);
  });

  test("a category combines with the query: both must match", () => {
    expect(search("business", "Entrepreneurship")).toEqual(["1"]);
    expect(search("business", "Global Expansion")).toEqual([]);
    expect(search("sell", "Global Expansion")).toEqual(["3"]);
  });

  test.each(["(", ".*", "\\", "$", "[a-z]+", "^", "|", "?", "e.xport"])(
    "the special characters in %j are matched literally",
    (query) => {
      expect(search(query)).toEqual([]);
    },
  );

  test("a literal special character in the text is found", () => {
    const withSymbols: Course = { ...byId("1"), title: "Pricing (advanced) at $9.99 \\ unit.*" };
    for (const query of ["(advanced)", "$9.99", "\\", ".*", "9.99 \\ unit"]) {
      expect(ids(filterCourses([withSymbols], { query, category: null }))).toEqual(["1"]);
    }
  });

  test("a 1,000-character query is handled and matches nothing", () => {
    const query = "growth ".repeat(143).slice(0, 1000);
    expect(query).toHaveLength(1000);
    expect(search(query)).toEqual([]);
  });

  test("a 1,000-character query that is in a description matches", () => {
    const long = "x".repeat(1000);
    const course: Course = { ...byId("2"), description: `Intro ${long} outro` };
    expect(ids(filterCourses([course], { query: long, category: null }))).toEqual(["2"]);
  });

  test("non-Latin text matches by substring, ignoring case where the script has it", () => {
    const course: Course = {
      ...byId("3"),
      title: "Экспорт и цифровой маркетинг",
      description: "跨境电商与数字营销 — Ελληνικά μαθήματα",
    };
    const find = (query: string) => ids(filterCourses([course], { query, category: null }));
    expect(find("экспорт")).toEqual(["3"]);
    expect(find("ЦИФРОВОЙ")).toEqual(["3"]);
    expect(find("数字营销")).toEqual(["3"]);
    expect(find("ΕΛΛΗΝΙΚΆ")).toEqual(["3"]);
    expect(find("日本")).toEqual([]);
    expect(search("экспорт")).toEqual([]);
  });

  test("leading and trailing spaces are ignored", () => {
    expect(search("   cash flow  ")).toEqual(["2"]);
    expect(search("\tmarketplace\n")).toEqual(["3"]);
  });

  test("a query of spaces only matches every course", () => {
    expect(search("    ")).toEqual(["1", "2", "3", "4"]);
  });

  test("inner spaces are part of the query", () => {
    expect(search("cash  flow")).toEqual([]);
  });
});

describe("readCourseFilters", () => {
  test("an empty query string gives the defaults", () => {
    expect(readCourseFilters(new URLSearchParams())).toEqual(DEFAULT_COURSE_FILTERS);
    expect(DEFAULT_COURSE_FILTERS).toEqual({ query: "", category: null, view: "grid" });
  });

  test("reads the search text as typed, the category by its slug and the view", () => {
    const params = new URLSearchParams("q=+cash+flow&category=business-setup&view=list");
    expect(readCourseFilters(params)).toEqual({
      query: " cash flow",
      category: "Business Setup",
      view: "list",
    });
  });

  test("a category may also be given by its exact name", () => {
    const params = new URLSearchParams({ category: "Growth & Investment" });
    expect(readCourseFilters(params).category).toBe("Growth & Investment");
  });

  test("an unknown category or view falls back to the default", () => {
    const params = new URLSearchParams("category=cooking&view=table");
    expect(readCourseFilters(params)).toEqual(DEFAULT_COURSE_FILTERS);
    expect(parseCategory("Business-Setup")).toBeNull();
    expect(parseCategory("")).toBeNull();
  });
});

describe("writeCourseFilters", () => {
  test("every category has a readable slug that reads back", () => {
    expect(COURSE_CATEGORIES.map((category) => toCategorySlug(category))).toEqual([
      "entrepreneurship",
      "business-setup",
      "global-expansion",
      "growth-investment",
    ]);
    for (const category of COURSE_CATEGORIES) expect(parseCategory(toCategorySlug(category))).toBe(category);
  });

  test("defaults are left out of the URL", () => {
    expect(
      writeCourseFilters(
        new URLSearchParams("q=x&category=business-setup&view=list"),
        DEFAULT_COURSE_FILTERS,
      ).toString(),
    ).toBe("");
  });

  test("a patch keeps the other filters and unrelated parameters", () => {
    const current = new URLSearchParams("utm_source=newsletter&q=cash&view=list");
    const next = writeCourseFilters(current, { category: "Business Setup" });
    expect(next.toString()).toBe("utm_source=newsletter&q=cash&category=business-setup&view=list");
    expect(readCourseFilters(next)).toEqual({ query: "cash", category: "Business Setup", view: "list" });
  });

  test("the search text round-trips unchanged, special characters included", () => {
    const query = "  (a+b) & c=d? 100% #1 ";
    expect(readCourseFilters(writeCourseFilters(new URLSearchParams(), { query })).query).toBe(query);
  });

  test("does not change the parameters it was given", () => {
    const current = new URLSearchParams("q=cash");
    writeCourseFilters(current, { query: "" });
    expect(current.toString()).toBe("q=cash");
  });
});

test("the catalogue offers only the categories that have a course, in the specification's order", () => {
  const [first, second, third, fourth] = COURSE_CATEGORIES;
  const courses = [
    fixture("1", "A", "a", fourth),
    fixture("2", "B", "b", first),
    fixture("3", "C", "c", first),
  ];
  expect(listCourseCategories(courses)).toEqual([first, fourth]);
  expect(listCourseCategories(courses)).not.toContain(second);
  expect(listCourseCategories(courses)).not.toContain(third);
});
