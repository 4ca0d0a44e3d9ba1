import { Badge } from "~/components/ui/badge";
import { Card, CardBody } from "~/components/ui/card";
import { ArrowRight } from "~/components/ui/icons";

import type { Course } from "../../../model/schemas/courses";
import { CourseTitleLink } from "./course-links";
import { CoursePriceLine } from "./course-price-line";

/** Links to the other courses, each a compact card whose title opens its detail page. */
export function OtherCourses({ courses }: { courses: ReadonlyArray<Course> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <Card className="relative w-full transition-shadow hover:shadow-raised">
            <CardBody>
              <Badge>{course.category}</Badge>
              <CourseTitleLink course={course} coverCard className="text-lg" />
              <p className="text-sm text-ink-600">{course.level}</p>
              <div className="mt-auto space-y-4 pt-2">
                <CoursePriceLine course={course} />
                <span
                  aria-hidden="true"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                >
                  View course
                  <ArrowRight className="size-4" />
                </span>
              </div>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  );
}
