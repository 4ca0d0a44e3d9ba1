import "~/lib/purge-expired-copies";

import { CourseCard } from "~/components/course/course-card";
import { CourseFiltersBar } from "~/components/course/course-filters-bar";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SearchX } from "~/components/ui/icons";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { cn } from "~/lib/cn";
import { COURSE_URL_FILTERS, filterCourses, listCourseCategories } from "~/lib/course-filters";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import type { Course } from "../../../model/schemas/courses";
import { type TextsOf, translator } from "../../../model/ui-texts";

/** The catalogue's island: search, category and view, kept in the URL (`?q=&category=&view=`), and the list. */
export function CourseCatalog({
  courses,
  texts,
}: {
  courses: ReadonlyArray<Course>;
  texts: TextsOf<(typeof ISLAND_TEXTS)["courseCatalog"]>;
}) {
  const t = translator(texts);
  const { filters, setFilters, clearFilters, searchField } = useUrlFilters(COURSE_URL_FILTERS);
  const visible = filterCourses(courses, filters);

  return (
    <>
      <CourseFiltersBar
        categories={listCourseCategories(courses)}
        filters={filters}
        onChange={setFilters}
        searchField={searchField}
        texts={texts}
      />
      <div className="mt-8 flex items-baseline justify-between gap-4">
        <h2 id="course-results" className="sr-only">
          {t("catalog.results")}
        </h2>
        <p role="status" className="text-sm font-medium text-ink-600">
          {t("catalog.showing", { visible: visible.length, count: courses.length })}
        </p>
      </div>
      {visible.length > 0 ? (
        <ul className={cn("mt-4 grid grid-cols-1 gap-6", filters.view === "grid" && "md:grid-cols-2")}>
          {visible.map((course, index) => (
            <li key={course.id}>
              {/* The first row's covers reach a wide window's first screen. */}
              <CourseCard
                course={course}
                view={filters.view}
                texts={texts}
                firstScreen={index < 2}
                largest={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={SearchX}
          title={t("catalog.emptyTitle")}
          description={t("catalog.emptyText")}
          className="catalogue-empty mt-4"
        >
          <Button variant="secondary" onClick={clearFilters}>
            {t("catalog.clearFilters")}
          </Button>
        </EmptyState>
      )}
    </>
  );
}
