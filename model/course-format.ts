// Formatting of course numbers. Kept apart from content/course-details.ts and content/courses.ts so that a page
// that shows a course loads neither the curricula nor the catalogue with it.

/** SPEC section 9: catalogue cards show a course's first 2 features, the detail header its first 6. */
export const CARD_FEATURE_COUNT = 2;
export const DETAIL_FEATURE_COUNT = 6;

/** Study time as people say it: `45 min`, `2 h`, `3 h 20 min`. */
export function formatMinutes(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** `New` while a course has no students yet (SPEC section 2), otherwise the count. */
export function formatStudents(students: number) {
  if (students === 0) return "New";
  return `${students.toLocaleString("en-US")} ${students === 1 ? "student" : "students"}`;
}

/** The weeks in a duration text such as `8 weeks`; 0 when it has no number. */
export function parseWeeks(duration: string) {
  return Number(duration.match(/\d+/)?.[0] ?? 0);
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
