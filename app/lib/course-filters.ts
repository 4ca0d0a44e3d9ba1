import { COURSE_CATEGORIES, type CourseCategory } from "../../model/course-options.ts";
import type { Course } from "../../model/schemas/courses";
import { matchesQuery } from "./search";
import { updateSearchParams, type UrlFiltersSchema } from "./url-filters";

export const COURSE_VIEWS = ["grid", "list"] as const;
export type CourseView = (typeof COURSE_VIEWS)[number];

export type CourseFilters = {
  query: string;
  category: CourseCategory | null;
  view: CourseView;
};

export const DEFAULT_COURSE_FILTERS: CourseFilters = { query: "", category: null, view: "grid" };

export function toCategorySlug(category: CourseCategory) {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function listCourseCategories(courses: ReadonlyArray<Pick<Course, "category">>): CourseCategory[] {
  return COURSE_CATEGORIES.filter((category) => courses.some((course) => course.category === category));
}

/** The category a URL value names, by slug or by exact name; null (all categories) for anything else. */
export function parseCategory(value: string | null): CourseCategory | null {
  if (!value) return null;
  return (
    COURSE_CATEGORIES.find((category) => toCategorySlug(category) === value || category === value) ?? null
  );
}

function parseView(value: string | null): CourseView {
  return COURSE_VIEWS.find((view) => view === value) ?? DEFAULT_COURSE_FILTERS.view;
}

/** Reads `?q=&category=&view=`; a missing or unknown value falls back to its default. */
export function readCourseFilters(params: URLSearchParams): CourseFilters {
  return {
    query: params.get("q") ?? DEFAULT_COURSE_FILTERS.query,
    category: parseCategory(params.get("category")),
    view: parseView(params.get("view")),
  };
}

/** Defaults left out so that `/courses` stays canonical; the search text kept as typed, never rewritten mid-typing. */
export function writeCourseFilters(current: URLSearchParams, patch: Partial<CourseFilters>) {
  const next = { ...readCourseFilters(current), ...patch };
  const params = new URLSearchParams(current);
  params.delete("q");
  params.delete("category");
  params.delete("view");
  return updateSearchParams(params, {
    q: next.query,
    category: next.category && toCategorySlug(next.category),
    view: next.view === DEFAULT_COURSE_FILTERS.view ? null : next.view,
  });
}

/** The catalogue's filters in its URL; Clear Filters resets the search and the category, not the view. */
export const COURSE_URL_FILTERS: UrlFiltersSchema<CourseFilters> = {
  read: readCourseFilters,
  write: writeCourseFilters,
  cleared: { query: "", category: null },
};

/** Literal, case-insensitive, outer spaces ignored (SPEC section 5), in the original order. */
export function filterCourses(
  list: ReadonlyArray<Course>,
  { query, category }: Pick<CourseFilters, "query" | "category">,
): Course[] {
  return list.filter(
    (course) =>
      (category === null || course.category === category) &&
      matchesQuery(query, [course.title, course.description]),
  );
}
