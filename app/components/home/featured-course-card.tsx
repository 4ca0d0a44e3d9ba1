import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Course } from "~/content/courses";
import { CoursePriceLine } from "../course/course-price-line";
import { Badge } from "../ui/badge";
import { ButtonLink } from "../ui/button";
import { Card, CardBody, CardFooter } from "../ui/card";

export function FeaturedCourseCard({ course, step }: { course: Course; step: number }) {
  return (
    <Card className="group relative transition-shadow hover:shadow-raised">
      <CardBody>
        <div className="flex items-center justify-between gap-3">
          <Badge>{course.category}</Badge>
          <span aria-hidden="true" className="text-sm font-semibold text-ink-500 tabular-nums">
            0{step}
          </span>
        </div>
        <h3 className="text-xl leading-snug font-bold text-ink-950">
          <Link to={`/course/${course.id}`} className="hover:text-brand-700 hover:underline">
            {course.shortTitle}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-6 text-ink-600">{course.description}</p>
        <div className="mt-auto pt-2">
          <CoursePriceLine course={course} />
        </div>
      </CardBody>
      <CardFooter>
        <ButtonLink to={`/purchase/${course.id}`} className="w-full">
          Purchase<span className="sr-only"> {course.shortTitle}</span>
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
