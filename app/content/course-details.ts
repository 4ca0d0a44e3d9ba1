import details from "virtual:content/courseDetails";

import type { CourseDetails } from "../../model/schemas/courses.ts";

// A course's curriculum, requirements, audience, FAQ and instructor, from its file in content/courses. Only the
// course page's loaders import this module (app/lib/course-page.ts), so no page's JavaScript carries them all.
export { LECTURE_TYPES, type LectureType } from "../../model/course-options.ts";
export type {
  CourseDetails,
  CourseFaq,
  CurriculumSection,
  Lecture,
} from "../../model/schemas/courses.ts";

/** By course id. */
export const courseDetails: Readonly<Record<string, CourseDetails>> = details;
