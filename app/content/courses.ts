import courseList from "virtual:content/courses";
import retiredList from "virtual:content/retiredCourses";

import type { Course, RetiredCourse } from "../../model/schemas/courses.ts";

// The catalogue lives in content/courses/*.md, one file per course (content/README.md, "Courses"), validated and
// ordered by id at build time (scripts/content/collections/courses.ts). What only a course's own page shows is in
// ./course-details.ts.
export type { Course, RetiredCourse };
export {
  COURSE_CATEGORIES,
  type CourseCategory,
} from "../../model/course-options.ts";

export type CourseId = Course["id"];

/** Every course, in catalogue order (by id); there is always at least one. */
export const courses = courseList;

/** The courses no longer offered (`retired: true`): their old addresses say so and point to the others. */
export const retiredCourses = retiredList;
