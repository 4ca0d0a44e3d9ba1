import { CourseCover } from "~/components/course/course-cover";
import { CoursePurchaseLink, CourseTitleLink } from "~/components/course/course-links";
import { OfferNotes } from "~/components/course/course-offer";
import { CoursePriceLine } from "~/components/course/course-price-line";
import { Badge } from "~/components/ui/badge";
import { Card, CardBody, CardFooter } from "~/components/ui/card";

import { nameCategory } from "../../../model/course-format";
import type { Course } from "../../../model/schemas/courses";
import type { KeysIn, Texts } from "../../../model/ui-texts";

export function FeaturedCourseCard({
  course,
  step,
  texts,
}: {
  course: Course;
  step: number;
  texts: Texts<KeysIn<"offer" | "course">>;
}) {
  return (
    <Card className="group relative overflow-hidden transition-shadow hover:shadow-raised">
      <CourseCover cover={course.cover} className="w-full border-b border-ink-100" />
      <CardBody>
        <div className="flex items-center justify-between gap-3">
          <Badge>{nameCategory(course.category, texts)}</Badge>
          <span aria-hidden="true" className="text-sm font-semibold text-ink-500 tabular-nums">
            0{step}
          </span>
        </div>
        <CourseTitleLink course={course} texts={texts} label={course.shortTitle} />
        <p className="text-sm leading-6 text-ink-600">{course.description}</p>
        <div className="mt-auto grid gap-3 pt-2">
          {/* The sale's end and the next cohort, as the catalogue's card says them (issue 40). */}
          <OfferNotes course={course} texts={texts} className="text-brand-700" />
          <CoursePriceLine course={course} texts={texts} />
        </div>
      </CardBody>
      <CardFooter>
        <CoursePurchaseLink course={course} texts={texts} label={course.shortTitle} className="w-full" />
      </CardFooter>
    </Card>
  );
}
