import type { ShouldRevalidateFunctionArgs } from "react-router";

import { CourseCard } from "~/components/course/course-card";
import { CourseComparison } from "~/components/course/course-comparison";
import { CourseFiltersBar } from "~/components/course/course-filters-bar";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SearchX } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { courses } from "~/content/courses";
import { PAGE_DESCRIPTIONS } from "~/content/pages";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { cn } from "~/lib/cn";
import { COURSE_URL_FILTERS, filterCourses } from "~/lib/course-filters";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";
import { toCountWord } from "~/lib/words";

import type { Route } from "./+types/courses";

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
    description: PAGE_DESCRIPTIONS.courses,
    path: "/courses",
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

export default function CoursesRoute() {
  const { filters, setFilters, clearFilters, searchField } = useUrlFilters(COURSE_URL_FILTERS);
  const visible = filterCourses(courses, filters);

  return (
    <>
      <PageHero
        eyebrow="Course catalogue"
        title="Our Courses"
        lead={`${toCountWord(courses.length, { capital: true })} practical online courses for every stage of your business, from first idea to international growth.`}
      />
      <Section aria-labelledby="course-results" className="pt-10 sm:pt-12">
        <CourseFiltersBar filters={filters} onChange={setFilters} searchField={searchField} />
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
