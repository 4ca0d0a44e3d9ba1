import { type Course, courses } from "~/content/courses";

// The catalogue's look-ups. Only the /courses page imports the catalogue into its JavaScript; the course and
// purchase pages receive their courses from their loaders (./course-page.ts, ./purchase-page.ts).

/** The course with this id; an unknown or missing id falls back to course 1 (SPEC section 8). */
export function findCourse(id: string | undefined): Course {
  return courses.find((course) => course.id === id) ?? courses[0];
}

/** The courses other than this one, in catalogue order. */
export function listOtherCourses(course: Course): Course[] {
  return courses.filter((other) => other.id !== course.id);
}
