import { courseDetails } from "~/content/course-details";

import { findCourse, listOtherCourses } from "./find-course";
import { buildCourseJsonLd } from "./page-structured-data";

/**
 * A course page's data: the course, the other courses it links to, its curriculum, requirements, FAQ and
 * instructor, and its Course structured data. The route's loaders import it (the prerender, or the client on a
 * visit from another page), so only the page's HTML or a chunk loaded on that visit carries the catalogue and the
 * curricula. An unknown id falls back to course 1.
 */
export function readCoursePage(id: string | undefined) {
  const course = findCourse(id);
  const details = courseDetails[course.id];
  // The content loader gives every course its details (scripts/content/collections/courses.ts).
  if (!details) throw new Error(`Course ${course.id} has no details`);
  return { course, otherCourses: listOtherCourses(course), details, jsonLd: buildCourseJsonLd(course) };
}
