import type { Course } from "../../model/schemas/courses";

/** The course with this id; an unknown or missing id falls back to course 1 (SPEC section 8). */
export function findCourse(courses: readonly [Course, ...Course[]], id: string | undefined): Course {
  return courses.find((course) => course.id === id) ?? courses[0];
}

/** The courses other than this one, in catalogue order. */
export function listOtherCourses(courses: ReadonlyArray<Course>, course: Course): Course[] {
  return courses.filter((other) => other.id !== course.id);
}
