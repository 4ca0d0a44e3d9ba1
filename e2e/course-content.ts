import type { Course, CourseDetails } from "../model/schemas/courses.ts";
import { toTitleCase } from "../model/words";
import { content } from "./content";

/** The catalogue as the build reads it from the fixture's courses/, in catalogue order. */
export const courses = content.courses;

/** The course with this id (the pages show course 1 for an id they do not know). */
export function courseById(id: string): Course {
  const course = courses.find((item) => item.id === id);
  if (!course) throw new Error(`test/fixtures/content/courses has no course ${id}`);
  return course;
}

/** What the course's own page adds: curriculum, requirements, audience, FAQ and instructor. */
export function detailsOf(course: Course): CourseDetails {
  const details = content.courseDetails[course.id];
  if (!details) throw new Error(`test/fixtures/content/courses has no details for course ${course.id}`);
  return details;
}

/** The money-back guarantee as the course and purchase pages label it: "30-Day Money-Back Guarantee". */
export const MONEY_BACK_GUARANTEE_LABEL = toTitleCase(String(content.site.promises.guarantee));
