import type { CourseCategory, CourseLevel } from "./course-options.ts";
import { type KeysIn, type Texts, translator } from "./ui-texts.ts";

/** SPEC section 9: catalogue cards show a course's first 2 features, the detail header its first 6. */
export const CARD_FEATURE_COUNT = 2;
export const DETAIL_FEATURE_COUNT = 6;

export type CourseTexts = Texts<KeysIn<"course">>;

export function formatMinutes(
  minutes: number,
  texts: Texts<"course.minutes" | "course.hours" | "course.hoursMinutes">,
) {
  const t = translator(texts);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("course.minutes", { minutes: rest });
  return rest === 0 ? t("course.hours", { hours }) : t("course.hoursMinutes", { hours, minutes: rest });
}

/** `New` while a course has no students yet (SPEC section 2), otherwise the count in the language's way. */
export function formatStudents(students: number, texts: Texts<"course.new" | "course.studentCount">) {
  const t = translator(texts);
  return students === 0 ? t("course.new") : t("course.studentCount", { count: students });
}

const CATEGORY_NAMES = {
  Entrepreneurship: "course.categoryEntrepreneurship",
  "Business Setup": "course.categoryBusinessSetup",
  "Global Expansion": "course.categoryGlobalExpansion",
  "Growth & Investment": "course.categoryGrowthInvestment",
} as const satisfies Record<CourseCategory, KeysIn<"course">>;

const LEVEL_NAMES = {
  Beginner: "course.levelBeginner",
  "Beginner to Intermediate": "course.levelBeginnerToIntermediate",
  Intermediate: "course.levelIntermediate",
  "Intermediate to Advanced": "course.levelIntermediateToAdvanced",
  Advanced: "course.levelAdvanced",
} as const satisfies Record<CourseLevel, KeysIn<"course">>;

/** The texts that name a category, and a level. */
export type CategoryNameKey = (typeof CATEGORY_NAMES)[CourseCategory];
export type LevelNameKey = (typeof LEVEL_NAMES)[CourseLevel];

export function nameCategory(category: CourseCategory, texts: Texts<CategoryNameKey>) {
  return translator(texts)(CATEGORY_NAMES[category]);
}

export function nameLevel(level: CourseLevel, texts: Texts<LevelNameKey>) {
  return translator(texts)(LEVEL_NAMES[level]);
}

export function parseWeeks(duration: string) {
  return Number(duration.match(/\d+/)?.[0] ?? 0);
}

/** "8 weeks" (`en`, as the course files write it), "8 Wochen" (`de`): a course's duration in the language's words. */
export function formatWeeks(weeks: number, lang: string) {
  return new Intl.NumberFormat(lang, { style: "unit", unit: "week", unitDisplay: "long" }).format(weeks);
}

/** "$397" (`en`), "397 $" (`de`): the site's currency in the language's way, and cents only for a price that has them. */
export function formatPrice(amount: number, currency: string, lang: string) {
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A course's quoted prices (`price`, a sale's `regularPrice`) and its duration written again in `lang`. */
export function writePricesIn<
  C extends {
    price: string;
    priceAmount: number;
    duration: string;
    sale?: { regularPrice: string; regularPriceAmount: number };
  },
>(course: C, currency: string, lang: string): C {
  const price = formatPrice(course.priceAmount, currency, lang);
  const duration = formatWeeks(parseWeeks(course.duration), lang);
  if (!course.sale) return { ...course, price, duration };
  const regularPrice = formatPrice(course.sale.regularPriceAmount, currency, lang);
  return { ...course, price, duration, sale: { ...course.sale, regularPrice } };
}
