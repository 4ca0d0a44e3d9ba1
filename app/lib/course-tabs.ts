/** The detail page's tabs (SPEC section 2), in order; the first is the default. */
export const COURSE_TABS = ["overview", "curriculum", "instructor", "reviews"] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const DEFAULT_COURSE_TAB: CourseTab = "overview";

/** The tab a URL hash names (`#curriculum`, case-insensitive); Overview for no hash or an unknown one. */
export function resolveCourseTab(hash: string): CourseTab {
  const name = hash.replace(/^#/, "").toLowerCase();
  return COURSE_TABS.find((tab) => tab === name) ?? DEFAULT_COURSE_TAB;
}

/** The hash that opens a tab: none for the default tab, so that its URL stays the canonical one. */
export function buildCourseTabHash(tab: CourseTab) {
  return tab === DEFAULT_COURSE_TAB ? "" : `#${tab}`;
}
