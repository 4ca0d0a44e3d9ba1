import {
  BookOpen,
  CalendarDays,
  ChartNoAxesColumnIncreasing,
  Layers,
  Timer,
  UserRound,
} from "~/components/ui/icons";
import { summarizeCurriculum } from "~/lib/curriculum";

import { formatMinutes, nameLevel } from "../../../model/course-format";
import { originalLangOf } from "../../../model/languages";
import type { Course, CourseDetails } from "../../../model/schemas/courses";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** The Overview tab: the weekly path, the course at a glance, requirements and who it is for. */
export function CourseOverview({
  course,
  details,
  texts,
}: {
  course: Course;
  details: CourseDetails;
  texts: Texts<KeysIn<"coursePage" | "course">>;
}) {
  const t = translator(texts);
  const summary = summarizeCurriculum(details.curriculum);
  const glance = [
    { icon: CalendarDays, term: t("course.duration"), value: course.duration },
    {
      icon: Timer,
      term: t("coursePage.studyTime"),
      value: t("coursePage.weeklyHours", { min: details.weeklyHours.min, max: details.weeklyHours.max }),
    },
    {
      icon: Layers,
      term: t("coursePage.curriculum"),
      value: t("coursePage.sectionsAndLectures", { sections: summary.sections, lectures: summary.lectures }),
    },
    { icon: BookOpen, term: t("coursePage.totalStudyTime"), value: formatMinutes(summary.minutes, texts) },
    { icon: ChartNoAxesColumnIncreasing, term: t("course.level"), value: nameLevel(course.level, texts) },
    { icon: UserRound, term: t("coursePage.instructor"), value: details.instructor.name },
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-10">
        <section aria-labelledby="overview-path">
          <h2 id="overview-path" className="text-2xl font-bold text-ink-950">
            {t("coursePage.weekByWeek")}
          </h2>
          <p className="mt-2 text-ink-600">{t("coursePage.weekByWeekLead")}</p>
          <ol className="mt-5 grid gap-3 sm:grid-cols-2">
            {details.curriculum.map((section, index) => (
              <li
                key={section.title}
                className="flex gap-3 rounded-control border border-ink-200 bg-white p-3"
              >
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 tabular-nums">
                  <span className="sr-only">{t("coursePage.week")} </span>
                  {index + 1}
                </span>
                <span
                  lang={originalLangOf(details, "curriculum")}
                  className="self-center text-sm font-medium text-ink-800"
                >
                  {section.title}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="overview-requirements">
          <h2 id="overview-requirements" className="text-2xl font-bold text-ink-950">
            {t("coursePage.requirements")}
          </h2>
          <BulletList items={details.requirements} lang={originalLangOf(details, "requirements")} />
        </section>
        <section aria-labelledby="overview-audience">
          <h2 id="overview-audience" className="text-2xl font-bold text-ink-950">
            {t("coursePage.audience")}
          </h2>
          <BulletList items={details.audience} lang={originalLangOf(details, "audience")} />
        </section>
      </div>
      <section aria-labelledby="overview-glance" className="h-fit rounded-card bg-surface-muted p-6">
        <h2 id="overview-glance" className="text-lg font-bold text-ink-950">
          {t("coursePage.atAGlance")}
        </h2>
        <dl className="mt-4 space-y-4">
          {glance.map(({ icon: Icon, term, value }) => (
            <div key={term} className="relative pl-8">
              <dt className="text-sm text-ink-600">
                <Icon className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {term}
              </dt>
              <dd className="font-semibold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function BulletList({ items, lang }: { items: ReadonlyArray<string>; lang: string | undefined }) {
  return (
    <ul lang={lang} className="bullet-list mt-4 space-y-2 text-ink-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
