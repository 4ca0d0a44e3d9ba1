import { memo } from "react";

import { ArrowRight, MoveHorizontal } from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";

import { nameCategory, nameLevel } from "../../../model/course-format";
import { originalLangOf } from "../../../model/languages";
import type { Course } from "../../../model/schemas/courses";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { toCountWord } from "../../../model/words";
import { CourseFeatureList } from "./course-feature-list";
import { RegularPrice } from "./course-offer";

type ComparisonTexts = Texts<KeysIn<"catalog" | "offer" | "course">>;

function listRows(
  texts: ComparisonTexts,
): ReadonlyArray<{ label: string; cell: (course: Course) => React.ReactNode }> {
  const t = translator(texts);
  return [
    {
      label: t("catalog.price"),
      cell: (course) => (
        <>
          <span className="text-lg font-bold text-ink-950">{course.price}</span>{" "}
          <RegularPrice course={course} texts={texts} className="text-sm" />
        </>
      ),
    },
    { label: t("course.duration"), cell: (course) => course.duration },
    { label: t("course.level"), cell: (course) => nameLevel(course.level, texts) },
    { label: t("course.rating"), cell: (course) => <StarRating rating={course.rating} texts={texts} /> },
    {
      label: t("catalog.whatYouGet"),
      cell: (course) => (
        <CourseFeatureList features={course.features} lang={originalLangOf(course, "features")} />
      ),
    },
    {
      label: t("catalog.details"),
      cell: (course) => (
        <a
          href={localPath(texts, `/course/${course.id}`)}
          className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t("course.viewCourse")}
          <span className="sr-only"> {course.title}</span>
          <ArrowRight className="size-4" />
        </a>
      ),
    },
  ];
}

/**
 * The courses side by side in a real table. On a phone the table keeps its width and scrolls sideways
 * inside its own labelled region (focusable, so that the keyboard can scroll it too), never the whole page.
 */
export const CourseComparison = memo(function CourseComparison({
  courses,
  headingId,
  texts,
}: {
  courses: ReadonlyArray<Course>;
  texts: ComparisonTexts;
  /** The id of the section heading, which also labels the scrolling region. */
  headingId: string;
}) {
  const t = translator(texts);
  const count = { count: courses.length, countWord: toCountWord(courses.length) };
  return (
    <div>
      <SectionHeading
        id={headingId}
        eyebrow={t("catalog.compareEyebrow")}
        title={t("catalog.compareTitle")}
        description={t("catalog.compareLead")}
      />
      <div className="mt-8">
        <p className="mb-3 flex items-center gap-2 text-sm text-ink-600 lg:hidden">
          <MoveHorizontal className="size-4 shrink-0" />
          {t("catalog.compareScroll", count)}
        </p>
        <div
          role="region"
          aria-labelledby={headingId}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1); it holds no other tab stop to scroll.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
        >
          <table className="w-full min-w-[56rem] table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">{t("catalog.compareCaption", count)}</caption>
            <thead>
              <tr className="border-b border-ink-200 bg-surface-muted">
                <td className="sticky left-0 z-10 w-36 bg-surface-muted" />
                {courses.map((course) => (
                  <th key={course.id} scope="col" className="px-5 py-4 align-bottom">
                    <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      {nameCategory(course.category, texts)}
                    </span>
                    <span className="mt-1 block text-base leading-snug font-bold text-ink-950">
                      {course.title}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {listRows(texts).map((row) => (
                <tr key={row.label} className="border-b border-ink-100 last:border-b-0">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white px-5 py-4 align-top font-semibold text-ink-800"
                  >
                    {row.label}
                  </th>
                  {courses.map((course) => (
                    <td key={course.id} className="px-5 py-4 align-top text-ink-700">
                      {row.cell(course)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
});
