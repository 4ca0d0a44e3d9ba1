import {
  BookOpen,
  CalendarDays,
  ChartNoAxesColumnIncreasing,
  Layers,
  Timer,
  UserRound,
} from "~/components/ui/icons";
import { summarizeCurriculum } from "~/lib/curriculum";

import { formatMinutes } from "../../../model/course-format";
import type { CourseDetails } from "../../../model/schemas/courses";
import type { Course } from "../../../model/schemas/courses";

/** The Overview tab: the weekly path, the course at a glance, requirements and who it is for. */
export function CourseOverview({ course, details }: { course: Course; details: CourseDetails }) {
  const summary = summarizeCurriculum(details.curriculum);
  const glance = [
    { icon: CalendarDays, term: "Duration", value: course.duration },
    {
      icon: Timer,
      term: "Study time",
      value: `${details.weeklyHours.min} to ${details.weeklyHours.max} hours a week`,
    },
    { icon: Layers, term: "Curriculum", value: `${summary.sections} sections, ${summary.lectures} lectures` },
    { icon: BookOpen, term: "Total study time", value: formatMinutes(summary.minutes) },
    { icon: ChartNoAxesColumnIncreasing, term: "Level", value: course.level },
    { icon: UserRound, term: "Instructor", value: details.instructor.name },
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-10">
        <section aria-labelledby="overview-path">
          <h2 id="overview-path" className="text-2xl font-bold text-ink-950">
            Week by week
          </h2>
          <p className="mt-2 text-ink-600">
            Each week has one theme, short lessons and an exercise you complete on your own business.
          </p>
          <ol className="mt-5 grid gap-3 sm:grid-cols-2">
            {details.curriculum.map((section, index) => (
              <li
                key={section.title}
                className="flex gap-3 rounded-control border border-ink-200 bg-white p-3"
              >
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 tabular-nums">
                  <span className="sr-only">Week </span>
                  {index + 1}
                </span>
                <span className="self-center text-sm font-medium text-ink-800">{section.title}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="overview-requirements">
          <h2 id="overview-requirements" className="text-2xl font-bold text-ink-950">
            Requirements
          </h2>
          <BulletList items={details.requirements} />
        </section>
        <section aria-labelledby="overview-audience">
          <h2 id="overview-audience" className="text-2xl font-bold text-ink-950">
            Who this course is for
          </h2>
          <BulletList items={details.audience} />
        </section>
      </div>
      <section aria-labelledby="overview-glance" className="h-fit rounded-card bg-surface-muted p-6">
        <h2 id="overview-glance" className="text-lg font-bold text-ink-950">
          At a glance
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

function BulletList({ items }: { items: ReadonlyArray<string> }) {
  return (
    <ul className="bullet-list mt-4 space-y-2 text-ink-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
