import { Badge } from "~/components/ui/badge";
import { Card, CardBody } from "~/components/ui/card";
import { ArrowRight } from "~/components/ui/icons";

import { nameCategory, nameLevel } from "../../../model/course-format";
import type { Course } from "../../../model/schemas/courses";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
import { CourseTitleLink } from "./course-links";
import { OfferNotes } from "./course-offer";
import { CoursePriceLine } from "./course-price-line";

/** Links to the other courses, each a compact card whose title opens its detail page. */
export function OtherCourses({
  courses,
  texts,
}: {
  courses: ReadonlyArray<Course>;
  texts: Texts<KeysIn<"course" | "offer">>;
}) {
  const t = translator(texts);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <Card className="relative w-full transition-shadow hover:shadow-raised">
            <CardBody>
              <Badge>{nameCategory(course.category, texts)}</Badge>
              <CourseTitleLink course={course} texts={texts} coverCard className="text-lg" />
              <p className="text-sm text-ink-600">{nameLevel(course.level, texts)}</p>
              <div className="mt-auto space-y-4 pt-2">
                <OfferNotes course={course} texts={texts} className="text-brand-700" />
                <CoursePriceLine course={course} texts={texts} />
                <span
                  aria-hidden="true"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                >
                  {t("course.viewCourse")}
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
