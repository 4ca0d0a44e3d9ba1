import { CourseCard } from "~/components/course/course-card";
import { CourseFiltersBar } from "~/components/course/course-filters-bar";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SearchX } from "~/components/ui/icons";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { cn } from "~/lib/cn";
import { COURSE_URL_FILTERS, filterCourses, listCourseCategories } from "~/lib/course-filters";

import type { Course } from "../../../model/schemas/courses";

/** The catalogue's island: search, category and view, kept in the URL (`?q=&category=&view=`), and the list. */
export function CourseCatalog({ courses }: { courses: ReadonlyArray<Course> }) {
  const { filters, setFilters, clearFilters, searchField } = useUrlFilters(COURSE_URL_FILTERS);
  const visible = filterCourses(courses, filters);

  return (
    <>
      <CourseFiltersBar
        categories={listCourseCategories(courses)}
        filters={filters}
        onChange={setFilters}
        searchField={searchField}
      />
      <div className="mt-8 flex items-baseline justify-between gap-4">
        <h2 id="course-results" className="sr-only">
          Courses
        </h2>
        <p role="status" className="text-sm font-medium text-ink-600">
          Showing {visible.length} of {courses.length} courses
        </p>
      </div>
      {visible.length > 0 ? (
        <ul className={cn("mt-4 grid grid-cols-1 gap-6", filters.view === "grid" && "md:grid-cols-2")}>
          {visible.map((course, index) => (
            <li key={course.id}>
              {/* The first row's covers reach a wide window's first screen. */}
              <CourseCard course={course} view={filters.view} firstScreen={index < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={SearchX}
          title="No courses found"
          description="Try adjusting your search terms or category filter"
          className="catalogue-empty mt-4"
        >
          <Button variant="secondary" onClick={clearFilters}>
            Clear Filters
          </Button>
        </EmptyState>
      )}
    </>
  );
}
