import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Course } from "~/content/courses";
import { Badge } from "../ui/badge";
import { Card, CardBody } from "../ui/card";
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
              <h3 className="text-lg leading-snug font-bold text-ink-950">
                {/* The link covers the whole card, so that the card is one large target. */}
                <Link
                  to={`/course/${course.id}`}
                  className="after:absolute after:inset-0 after:rounded-card hover:text-brand-700 hover:underline"
                >
                  {course.title}
                </Link>
              </h3>
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
