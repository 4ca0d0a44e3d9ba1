import { memo } from "react";

import { ArrowRight, MoveHorizontal } from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";

import type { Course } from "../../../model/schemas/courses";
import { toCountWord } from "../../../model/words";
import { CourseFeatureList } from "./course-feature-list";
import { RegularPrice } from "./course-offer";

const ROWS: ReadonlyArray<{ label: string; cell: (course: Course) => React.ReactNode }> = [
  {
    label: "Price",
    cell: (course) => (
      <>
        <span className="text-lg font-bold text-ink-950">{course.price}</span>{" "}
        <RegularPrice course={course} className="text-sm" />
      </>
    ),
  },
  { label: "Duration", cell: (course) => course.duration },
  { label: "Level", cell: (course) => course.level },
  { label: "Rating", cell: (course) => <StarRating rating={course.rating} /> },
  { label: "What you get", cell: (course) => <CourseFeatureList features={course.features} /> },
  {
    label: "Details",
    cell: (course) => (
      <a
        href={`/course/${course.id}`}
        className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        View course<span className="sr-only"> {course.title}</span>
        <ArrowRight className="size-4" />
      </a>
    ),
  },
];

/**
 * The courses side by side in a real table. On a phone the table keeps its width and scrolls sideways
 * inside its own labelled region (focusable, so that the keyboard can scroll it too), never the whole page.
 */
export const CourseComparison = memo(function CourseComparison({
  courses,
  headingId,
}: {
  courses: ReadonlyArray<Course>;
  /** The id of the section heading, which also labels the scrolling region. */
  headingId: string;
}) {
  return (
    <div>
      <SectionHeading
        id={headingId}
        eyebrow="Side by side"
        title="Compare the courses"
        description="Price, length, level and what each course gives you, in one table."
      />
      <div className="mt-8">
        <p className="mb-3 flex items-center gap-2 text-sm text-ink-600 lg:hidden">
          <MoveHorizontal className="size-4 shrink-0" />
          {`Scroll sideways to see all ${toCountWord(courses.length)} courses.`}
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
            <caption className="sr-only">
              {`The ${toCountWord(courses.length)} courses compared by price, duration, level, rating and what you get`}
            </caption>
            <thead>
              <tr className="border-b border-ink-200 bg-surface-muted">
                <td className="sticky left-0 z-10 w-36 bg-surface-muted" />
                {courses.map((course) => (
                  <th key={course.id} scope="col" className="px-5 py-4 align-bottom">
                    <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      {course.category}
                    </span>
                    <span className="mt-1 block text-base leading-snug font-bold text-ink-950">
                      {course.title}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
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
