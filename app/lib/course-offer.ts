import { formatCalendarDate, parseIsoDate } from "../../model/dates";
import type { Course } from "../../model/schemas/courses";
import { isSaleOn } from "../../model/selling";
import { type KeysIn, type Texts, translator } from "../../model/ui-texts";

/** The texts of enrolment and offers (content/ui/<lang>.yml, `offer:`). */
export type OfferTexts = Texts<KeysIn<"offer">>;

/** Enroll Now, or for a waitlist course "Join the waitlist": both lead to /purchase/{id}. */
export function enrolLabel(course: Pick<Course, "enrolment">, texts: OfferTexts) {
  const t = translator(texts);
  return course.enrolment === "waitlist" ? t("offer.waitlist") : t("offer.enrol");
}

/** A card's Purchase, or for a waitlist course "Join the waitlist". */
export function purchaseLabel(course: Pick<Course, "enrolment">, texts: OfferTexts) {
  const t = translator(texts);
  return course.enrolment === "waitlist" ? t("offer.waitlist") : t("offer.purchase");
}

/** "Launch price until December 31, 2026"; the file's label, or "Sale price". */
export function describeSale(sale: NonNullable<Course["sale"]>, texts: OfferTexts) {
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

/** "Next cohort starts January 12, 2027 · enrol by January 5"; without an earlier enrolment day, the start alone. */
export function describeCohort(cohort: NonNullable<Course["nextCohort"]>, texts: OfferTexts) {
  const t = translator(texts);
  const date = formatCalendarDate(cohort.starts, texts.lang);
  return cohort.enrolBy === cohort.starts
    ? t("offer.cohort", { date })
    : t("offer.cohortEnrolBy", { date, enrolBy: formatMonthDay(cohort.enrolBy, texts.lang) });
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
