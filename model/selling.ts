// The date rules of the selling tools (a sale's end, cohorts' enrolment): pure, shared by the build and the islands.
// The owner's dates are calendar days in the site's time zone (content/site.yml `timeZone`); see docs/decisions/0046.

/** content/site.yml's `timeZone` when it names none: the day changes at midnight UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `Intl` knows the zone: "Europe/Berlin", "America/New_York", "UTC". */
export function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `now` is in `timeZone`. */
export function dayIn(timeZone: string, now: Date = new Date()) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string) {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The build's "today": SITE_TODAY (YYYY-MM-DD) when set, for previews and tests; otherwise the real day in the
 * site's time zone. Throws on a SITE_TODAY that is not a date, so a typo never publishes the wrong prices.
 */
export function readToday(
  env: Readonly<Record<string, string | undefined>>,
  timeZone = DEFAULT_TIME_ZONE,
  now = new Date(),
) {
  const fixed = env.SITE_TODAY?.trim();
  if (!fixed) return dayIn(timeZone, now);
  if (!isIsoDay(fixed)) throw new Error(`SITE_TODAY: expected a date written as YYYY-MM-DD, got "${fixed}"`);
  return fixed;
}

/** A sale runs to the end of its `until` day, in the site's time zone. */
export function isSaleOn(sale: { until: string } | undefined, today: string) {
  return sale !== undefined && today <= sale.until;
}

export type Cohort = { starts: string; enrolBy?: string | undefined };

/** The last day a cohort takes enrolments: its `enrolBy`, or the day it starts. */
export function lastEnrolmentDay(cohort: Cohort) {
  return cohort.enrolBy ?? cohort.starts;
}

/** The earliest-starting cohort whose enrolment is still open on `today` (its last day included). */
export function findNextCohort(cohorts: ReadonlyArray<Cohort> | undefined, today: string) {
  const open = (cohorts ?? []).filter((cohort) => lastEnrolmentDay(cohort) >= today);
  const [next] = [...open].sort((a, b) => a.starts.localeCompare(b.starts));
  return next ? { starts: next.starts, enrolBy: lastEnrolmentDay(next) } : undefined;
}

export type Enrolment = "open" | "waitlist";

/** A course takes a waitlist when its file says so, or when it has dated cohorts and none is open. */
export function resolveEnrolment(
  course: { enrolment?: Enrolment | undefined; cohorts?: ReadonlyArray<Cohort> | undefined },
  today: string,
): Enrolment {
  if (course.enrolment === "waitlist") return "waitlist";
  if (course.cohorts?.length && !findNextCohort(course.cohorts, today)) return "waitlist";
  return "open";
}
