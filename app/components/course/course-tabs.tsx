import "~/lib/purge-expired-copies";

import { useEffect, useRef } from "react";

import { EmptyState } from "~/components/ui/empty-state";
import { MessageSquareText } from "~/components/ui/icons";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "~/components/ui/tabs";
import { replaceLocationHash, useLocationHash } from "~/hooks/use-location-hash";
import { buildCourseTabHash, COURSE_TABS, type CourseTab, resolveCourseTab } from "~/lib/course-tabs";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { type KeysIn, type TextsOf, translator } from "../../../model/ui-texts";

const TAB_LABELS = {
  overview: "coursePage.overview",
  curriculum: "coursePage.curriculum",
  instructor: "coursePage.instructor",
  reviews: "coursePage.reviews",
} as const satisfies Record<CourseTab, KeysIn<"coursePage">>;

/**
 * The course page's tabs island. The selected tab lives in the URL's hash (`/course/2#curriculum`), which is how
 * the rest of the page talks to it: Preview Course is a link to `#curriculum` (without JavaScript it jumps to the
 * tabs), and following such a link selects the tab and moves focus to it. The panels' contents are static HTML
 * passed in from the page (Astro slots), so this island's JavaScript carries only the tabs.
 */
export function CourseTabs({
  overview,
  curriculum,
  instructor,
  reviews,
  hasReviews = false,
  texts,
}: {
  overview: React.ReactNode;
  curriculum: React.ReactNode;
  instructor: React.ReactNode;
  /** The course's reviews (content/reviews/); without any, the specification's empty state. */
  reviews?: React.ReactNode;
  // An Astro slot inside a condition still arrives (empty): the flag says whether there is a list.
  hasReviews?: boolean;
  texts: TextsOf<(typeof ISLAND_TEXTS)["courseTabs"]>;
}) {
  const t = translator(texts);
  const tab = resolveCourseTab(useLocationHash());
  const tabRefs = useRef<Partial<Record<CourseTab, HTMLButtonElement | null>>>({});

  useEffect(() => {
    // A link to a tab (Preview Course, or #instructor from elsewhere on the page) selects it and focuses it.
    function focusLinkedTab(event: HashChangeEvent | Event) {
      if (!(event instanceof HashChangeEvent)) return;
      const linked = resolveCourseTab(window.location.hash);
      if (window.location.hash) tabRefs.current[linked]?.focus();
    }
    window.addEventListener("hashchange", focusLinkedTab);
    return () => window.removeEventListener("hashchange", focusLinkedTab);
  }, []);

  return (
    <>
      {/* Targets for links such as /course/1#curriculum, so that the browser opens the page at the tabs. */}
      {COURSE_TABS.map((name) => (
        <span key={name} id={name} />
      ))}
      <Tabs
        value={tab}
        onValueChange={(value) => replaceLocationHash(buildCourseTabHash(resolveCourseTab(value)))}
      >
        <TabsList aria-label={t("coursePage.tabs")} className="tabs-scroll sm:gap-1">
          {COURSE_TABS.map((name) => (
            <TabsTrigger
              key={name}
              value={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              className="flex-1 px-1! text-[0.8125rem] sm:flex-none sm:px-5! sm:text-sm"
            >
              {t(TAB_LABELS[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsPanel value="overview" className="pt-8">
          {overview}
        </TabsPanel>
        <TabsPanel value="curriculum" className="pt-8">
          {curriculum}
        </TabsPanel>
        <TabsPanel value="instructor" className="pt-8">
          {instructor}
        </TabsPanel>
        <TabsPanel value="reviews" className="pt-8">
          {hasReviews ? (
            reviews
          ) : (
            <EmptyState
              icon={MessageSquareText}
              title={t("coursePage.noReviews")}
              description={t("coursePage.noReviewsText")}
            />
          )}
        </TabsPanel>
      </Tabs>
    </>
  );
}
