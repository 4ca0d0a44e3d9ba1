import { SearchX } from "~/components/ui/icons";
import type { Route } from "./+types/courses";
import { useEffect, useRef } from "react";
import { type ShouldRevalidateFunctionArgs, useNavigationType } from "react-router";
import { CourseCard } from "~/components/course/course-card";
import { CourseComparison } from "~/components/course/course-comparison";
import { CourseFiltersBar, type FiltersChange } from "~/components/course/course-filters-bar";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { courses } from "~/content/courses";
import { useUrlSearchParams } from "~/hooks/use-url-search-params";
import { cn } from "~/lib/cn";
import { filterCourses, readCourseFilters, writeCourseFilters } from "~/lib/course-filters";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";
import { toCountWord } from "~/lib/words";

// The ItemList structured data is built by the loaders (the prerender, or the client on a visit from another
// page), so that this page's JavaScript does not carry its builder.
const readCatalogPage = importOnCall(async () => (await import("~/lib/catalog-page")).readCatalogPage);

export const loader = () => readCatalogPage();
export const clientLoader = () => readCatalogPage();

// The loaders' data does not depend on the filters: a change of filters must not wait for the client loader (its
// first call fetches a chunk), or a category chosen just before typing would land after the typed text.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Our Courses",
    description: `Browse ${toCountWord(courses.length)} online business courses, from idea validation to company formation, e-export and growth investment.`,
    path: "/courses",
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

export default function CoursesRoute() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = readCourseFilters(searchParams);
  const visible = filterCourses(courses, filters);
  const searchRef = useRef<HTMLInputElement>(null);
  const navigationType = useNavigationType();

  // The search box is uncontrolled. Typing replaces the URL (the box already shows that text); any other change
  // of the URL's search text (Back, Forward, Clear Filters, a link, a shared link after hydration) writes it into
  // the box. Only a change: on mount the box may hold text typed before hydration, which it reports itself.
  const shownQuery = useRef(filters.query);
  useEffect(() => {
    const input = searchRef.current;
    if (shownQuery.current === filters.query) return;
    shownQuery.current = filters.query;
    if (!input || navigationType === "REPLACE") return;
    if (input.value !== filters.query) input.value = filters.query;
  }, [navigationType, filters.query]);

  // Typing replaces the history entry (no entry per keystroke); a category, view or Clear Filters adds one.
  const updateFilters: FiltersChange = (patch, { push }) => {
    setSearchParams(writeCourseFilters(searchParams, patch), { replace: !push });
  };

  function clearFilters() {
    updateFilters({ query: "", category: null }, { push: true });
    searchRef.current?.focus();
  }

  return (
    <>
      <PageHero
        eyebrow="Course catalogue"
        title="Our Courses"
        lead={`${toCountWord(courses.length, { capital: true })} practical online courses for every stage of your business, from first idea to international growth.`}
      />
      <Section aria-labelledby="course-results" className="pt-10 sm:pt-12">
        <CourseFiltersBar filters={filters} onChange={updateFilters} searchRef={searchRef} />
        <div className="mt-8 flex items-baseline justify-between gap-4">
          <h2 id="course-results" className="sr-only">
            Courses
          </h2>
          <p role="status" className="text-sm font-medium text-ink-600">
            Showing {visible.length} of {courses.length} courses
          </p>
        </div>
        {visible.length > 0 ? (
          <ul className={cn("mt-4 grid gap-6", filters.view === "grid" ? "md:grid-cols-2" : "grid-cols-1")}>
            {visible.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} view={filters.view} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={SearchX}
            title="No courses found"
            description="Try adjusting your search terms or category filter"
            className="mt-4"
          >
            <Button variant="secondary" onClick={clearFilters}>
              Clear Filters
            </Button>
          </EmptyState>
        )}
      </Section>
      <Section tone="white">
        <CourseComparison courses={courses} headingId="compare-courses" />
      </Section>
    </>
  );
}
