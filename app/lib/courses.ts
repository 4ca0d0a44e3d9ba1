import { courses, type Course } from "~/content/courses";

/** The course with this id; an unknown or missing id falls back to course 1 (SPEC section 8). */
export function findCourse(id: string | undefined): Course {
  return courses.find((course) => course.id === id) ?? courses[0];
}
