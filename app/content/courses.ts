import courseList from "virtual:content/courses";

import type { Course } from "../../model/schemas/courses.ts";

// The catalogue lives in content/courses/*.md, one file per course (content/README.md, "Courses"), validated and
// ordered by id at build time (scripts/content/collections/courses.ts). What only a course's own page shows is in
// ./course-details.ts.
export type { Course };
export {
  COURSE_CATEGORIES,
  type CourseCategory,
} from "../../model/course-options.ts";

export type CourseId = Course["id"];

/** Every course, in catalogue order (by id); there is always at least one. */
export const courses = courseList;
