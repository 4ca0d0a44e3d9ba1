// The owner's dates are calendar days in the site's time zone (decision 0046).

export const DEFAULT_TIME_ZONE = "UTC";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

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

export function isIsoDay(value: string) {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** SITE_TODAY when set; a typo throws so that wrong prices are never published. */
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

export function lastEnrolmentDay(cohort: Cohort) {
  return cohort.enrolBy ?? cohort.starts;
}

export function findNextCohort(cohorts: ReadonlyArray<Cohort> | undefined, today: string) {
  const open = (cohorts ?? []).filter((cohort) => lastEnrolmentDay(cohort) >= today);
  const [next] = [...open].sort((a, b) => a.starts.localeCompare(b.starts));
  return next ? { starts: next.starts, enrolBy: lastEnrolmentDay(next) } : undefined;
}

export type Enrolment = "open" | "waitlist";

export function resolveEnrolment(
  course: { enrolment?: Enrolment | undefined; cohorts?: ReadonlyArray<Cohort> | undefined },
  today: string,
): Enrolment {
  if (course.enrolment === "waitlist") return "waitlist";
  if (course.cohorts?.length && !findNextCohort(course.cohorts, today)) return "waitlist";
  return "open";
}
