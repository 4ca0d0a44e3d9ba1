import { formatCalendarDate, parseIsoDate } from "../../model/dates";
import type { Course } from "../../model/schemas/courses";
import { isSaleOn } from "../../model/selling";
import { type Texts, translator } from "../../model/ui-texts";

export function enrolLabel(
  course: Pick<Course, "enrolment">,
  texts: Texts<"offer.enrol" | "offer.waitlist">,
) {
  const t = translator(texts);
  return course.enrolment === "waitlist" ? t("offer.waitlist") : t("offer.enrol");
}

export function purchaseLabel(
  course: Pick<Course, "enrolment">,
  texts: Texts<"offer.waitlist" | "offer.purchase">,
) {
  const t = translator(texts);
  return course.enrolment === "waitlist" ? t("offer.waitlist") : t("offer.purchase");
}

export function describeSale(
  sale: NonNullable<Course["sale"]>,
  texts: Texts<"offer.sale" | "offer.saleLabel">,
) {
  const t = translator(texts);
  return t("offer.sale", {
    label: sale.label ?? t("offer.saleLabel"),
    date: formatCalendarDate(sale.until, texts.lang),
  });
}

function formatMonthDay(isoDate: string, lang: string) {
  return new Intl.DateTimeFormat(lang, {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(parseIsoDate(isoDate));
}

export function describeCohort(
  cohort: NonNullable<Course["nextCohort"]>,
  texts: Texts<"offer.cohort" | "offer.cohortEnrolBy">,
) {
  const t = translator(texts);
  const date = formatCalendarDate(cohort.starts, texts.lang);
  return cohort.enrolBy === cohort.starts
    ? t("offer.cohort", { date })
    : t("offer.cohortEnrolBy", { date, enrolBy: formatMonthDay(cohort.enrolBy, texts.lang) });
}

/**
 * The course as a request sent on `today` quotes it: once the sale is over, a page built before its end quotes the
 * regular price; once the next cohort's enrolment has closed, it names no cohort (the page does not know the next).
 */
export function quoteCourseOn<
  T extends Pick<Course, "price" | "priceAmount" | "sale"> & Partial<Pick<Course, "nextCohort">>,
>(course: T, today: string): T {
  let quoted: T = course;
  if (quoted.sale && !isSaleOn(quoted.sale, today)) {
    const { sale, ...rest } = quoted;
    quoted = { ...rest, price: sale.regularPrice, priceAmount: sale.regularPriceAmount } as T;
  }
  if (quoted.nextCohort && quoted.nextCohort.enrolBy < today) {
    const { nextCohort: _closed, ...rest } = quoted;
    quoted = rest as T;
  }
  return quoted;
}
