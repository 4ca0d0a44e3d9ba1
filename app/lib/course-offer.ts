import { formatCalendarDate, parseIsoDate } from "../../model/dates";
import type { Course } from "../../model/schemas/courses";
import { isSaleOn } from "../../model/selling";
import { type KeysIn, type Texts, translator } from "../../model/ui-texts";

export type OfferTexts = Texts<KeysIn<"offer">>;

export function enrolLabel(course: Pick<Course, "enrolment">, texts: OfferTexts) {
  const t = translator(texts);
  return course.enrolment === "waitlist" ? t("offer.waitlist") : t("offer.enrol");
}

export function purchaseLabel(course: Pick<Course, "enrolment">, texts: OfferTexts) {
  const t = translator(texts);
  return course.enrolment === "waitlist" ? t("offer.waitlist") : t("offer.purchase");
}

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

export function describeCohort(cohort: NonNullable<Course["nextCohort"]>, texts: OfferTexts) {
  const t = translator(texts);
  const date = formatCalendarDate(cohort.starts, texts.lang);
  return cohort.enrolBy === cohort.starts
    ? t("offer.cohort", { date })
    : t("offer.cohortEnrolBy", { date, enrolBy: formatMonthDay(cohort.enrolBy, texts.lang) });
}

/** Once the sale is over, a page built before its end still quotes the regular price. */
export function quoteCourseOn<T extends Pick<Course, "price" | "priceAmount" | "sale">>(
  course: T,
  today: string,
): T {
  if (!course.sale || isSaleOn(course.sale, today)) return course;
  const { sale, ...rest } = course;
  return { ...rest, price: sale.regularPrice, priceAmount: sale.regularPriceAmount } as T;
}
