import { formatCalendarDate, parseIsoDate, STABLE_DATE_LOCALE } from "../../model/dates";
import type { Course } from "../../model/schemas/courses";
import { isSaleOn } from "../../model/selling";

/** What a waitlist course offers in place of Enroll Now and Purchase. */
export const WAITLIST_LABEL = "Join the waitlist";

/** Enroll Now, or for a waitlist course "Join the waitlist": both lead to /purchase/{id}. */
export function enrolLabel(course: Pick<Course, "enrolment">) {
  return course.enrolment === "waitlist" ? WAITLIST_LABEL : "Enroll Now";
}

/** "Launch price until December 31, 2026"; the file's label, or "Sale price". */
export function describeSale(sale: NonNullable<Course["sale"]>) {
  return `${sale.label ?? "Sale price"} until ${formatCalendarDate(sale.until, STABLE_DATE_LOCALE)}`;
}

function formatMonthDay(isoDate: string) {
  return new Intl.DateTimeFormat(STABLE_DATE_LOCALE, {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(parseIsoDate(isoDate));
}

/** "Next cohort starts January 12, 2027 · enrol by January 5"; without an earlier enrolment day, the start alone. */
export function describeCohort(cohort: NonNullable<Course["nextCohort"]>) {
  const starts = `Next cohort starts ${formatCalendarDate(cohort.starts, STABLE_DATE_LOCALE)}`;
  return cohort.enrolBy === cohort.starts ? starts : `${starts} · enrol by ${formatMonthDay(cohort.enrolBy)}`;
}

/**
 * The course as a request sent on `today` quotes it: once its sale is over (a page built before the end and
 * still open), the regular price, with nothing of the sale.
 */
export function quoteCourseOn<T extends Pick<Course, "price" | "priceAmount" | "sale">>(
  course: T,
  today: string,
): T {
  if (!course.sale || isSaleOn(course.sale, today)) return course;
  const { sale, ...rest } = course;
  return { ...rest, price: sale.regularPrice, priceAmount: sale.regularPriceAmount } as T;
}
