import { courseDetails } from "~/content/course-details";
import { findCourse } from "./courses";
import { buildCourseJsonLd } from "./page-structured-data";

/**
 * What a course page adds to the course record: its curriculum, requirements and FAQ, and its Course structured
 * data. The route's loaders import it (the prerender, or the client on a visit from another page), so only the
 * page's HTML or a chunk loaded on that visit carries it. An unknown id falls back to course 1.
 */
export function readCoursePage(id: string | undefined) {
  const course = findCourse(id);
  return { details: courseDetails[course.id], jsonLd: buildCourseJsonLd(course) };
}
