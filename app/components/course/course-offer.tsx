import { CalendarDays, Timer } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { describeCohort, describeSale } from "~/lib/course-offer";

import type { Course } from "../../../model/schemas/courses";
import { type Texts, translator } from "../../../model/ui-texts";

/** The regular price, struck, beside a sale price; nothing without a sale. */
export function RegularPrice({
  course,
  texts,
  className,
  tone = "text-ink-600",
}: {
  course: Pick<Course, "sale">;
  texts: Texts<"offer.regularPrice">;
  className?: string;
  /** Its colour: cn() does not resolve conflicts, so a dark panel passes its own instead of adding one. */
  tone?: string;
}) {
  if (!course.sale) return null;
  return (
    <del className={cn("font-semibold", tone, className)}>
      <span className="sr-only">{translator(texts)("offer.regularPrice")} </span>
      {course.sale.regularPrice}
    </del>
  );
}

/** The sale's end and the next cohort, one line each; nothing for a course with neither. */
export function OfferNotes({
  course,
  texts,
  className,
}: {
  course: Pick<Course, "sale" | "nextCohort">;
  texts: Texts<"offer.sale" | "offer.saleLabel" | "offer.cohort" | "offer.cohortEnrolBy">;
  className?: string;
}) {
  if (!course.sale && !course.nextCohort) return null;
  return (
    <ul className={cn("grid gap-1.5 text-sm font-medium", className)}>
      {course.sale ? (
        <li className="flex items-start gap-2">
          <Timer className="mt-0.5 size-4 shrink-0" />
          {describeSale(course.sale, texts)}
        </li>
      ) : null}
      {course.nextCohort ? (
        <li className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 size-4 shrink-0" />
          {describeCohort(course.nextCohort, texts)}
        </li>
      ) : null}
    </ul>
  );
}
