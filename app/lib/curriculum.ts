import type { CurriculumSection } from "../../model/schemas/courses";

export type CurriculumSummary = { sections: number; lectures: number; minutes: number };

export function summarizeCurriculum(sections: ReadonlyArray<CurriculumSection>): CurriculumSummary {
  const lectures = sections.flatMap((section) => section.lectures);
  return {
    sections: sections.length,
    lectures: lectures.length,
    minutes: lectures.reduce((total, lecture) => total + lecture.minutes, 0),
  };
}
