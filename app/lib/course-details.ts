import type { CurriculumSection } from "~/content/course-details";
import { courses, type Course } from "~/content/courses";

export type CurriculumSummary = { sections: number; lectures: number; minutes: number };

export function summarizeCurriculum(sections: ReadonlyArray<CurriculumSection>): CurriculumSummary {
  const lectures = sections.flatMap((section) => section.lectures);
  return {
    sections: sections.length,
    lectures: lectures.length,
    minutes: lectures.reduce((total, lecture) => total + lecture.minutes, 0),
  };
}

/** The courses other than this one, in catalogue order. */
export function listOtherCourses(course: Course): Course[] {
  return courses.filter((other) => other.id !== course.id);
}
