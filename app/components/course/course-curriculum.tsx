import {
  ChevronDown,
  CirclePlay,
  FileText,
  type IconComponent,
  ListChecks,
  PencilLine,
} from "~/components/ui/icons";
import { MARK, TextAround } from "~/components/ui/text-around";
import { summarizeCurriculum } from "~/lib/curriculum";

import { formatMinutes } from "../../../model/course-format";
import type { LectureType } from "../../../model/course-options";
import type { CurriculumSection } from "../../../model/schemas/courses";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

type CurriculumTexts = Texts<KeysIn<"coursePage" | "course">>;

const LECTURE_TYPE_LABELS = {
  video: { label: "coursePage.video", icon: CirclePlay },
  reading: { label: "coursePage.reading", icon: FileText },
  exercise: { label: "coursePage.exercise", icon: PencilLine },
  quiz: { label: "coursePage.quiz", icon: ListChecks },
} as const satisfies Record<LectureType, { label: KeysIn<"coursePage">; icon: IconComponent }>;

function describeCount(summary: { lectures: number; minutes: number }, texts: CurriculumTexts) {
  return translator(texts)("coursePage.lectures", {
    count: summary.lectures,
    time: formatMinutes(summary.minutes, texts),
  });
}

/** The Curriculum tab: every section (one a week) with its lectures, each with its type and duration. */
export function CourseCurriculum({
  curriculum,
  lang,
  texts,
}: {
  curriculum: ReadonlyArray<CurriculumSection>;
  /** Set when the titles are still the original's on a further language's page (originalLangOf). */
  lang?: string | undefined;
  texts: CurriculumTexts;
}) {
  const t = translator(texts);
  const total = summarizeCurriculum(curriculum);
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 className="text-2xl font-bold text-ink-950">{t("coursePage.curriculumTitle")}</h2>
        <p className="text-sm text-ink-600">
          {t("coursePage.curriculumSummary", {
            sections: total.sections,
            lectures: describeCount(total, texts),
          })}
        </p>
      </div>
      <ol className="mt-6 space-y-4">
        {curriculum.map((section, index) => (
          <li key={section.title} className="overflow-hidden rounded-card border border-ink-200 bg-white">
            {/* Native disclosure, no script: the first week open, the others one tap away (issue 41). */}
            <details open={index === 0} className="group">
              <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-4 gap-y-1 bg-ink-50 px-5 py-4 group-open:border-b group-open:border-ink-100 [&::-webkit-details-marker]:hidden">
                <h3 className="flex items-baseline gap-2 font-bold text-ink-950">
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 self-center text-ink-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                  <TextAround text={t("coursePage.weekTitle", { week: index + 1, title: MARK })}>
                    <span lang={lang}>{section.title}</span>
                  </TextAround>
                </h3>
                <span className="text-sm text-ink-600">
                  {describeCount(summarizeCurriculum([section]), texts)}
                </span>
              </summary>
              <ol className="divide-y divide-ink-100">
                {section.lectures.map((lecture) => {
                  const { label, icon: Icon } = LECTURE_TYPE_LABELS[lecture.type];
                  return (
                    <li key={lecture.title} className="flex items-start gap-3 px-5 py-3 text-sm">
                      <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      <span className="flex-1 text-ink-800">
                        <span lang={lang}>{lecture.title}</span>
                        <span className="ml-2 inline-block rounded-full bg-ink-100 px-2 py-px text-xs font-medium text-ink-700">
                          {t(label)}
                        </span>
                      </span>
                      <span className="shrink-0 text-ink-600 tabular-nums">
                        {formatMinutes(lecture.minutes, texts)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
