import { memo } from "react";

import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { StarRating } from "~/components/ui/star-rating";
import { cn } from "~/lib/cn";
import type { CourseView } from "~/lib/course-filters";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { CARD_FEATURE_COUNT, nameCategory } from "../../../model/course-format";
import { originalLangOf } from "../../../model/languages";
import type { Course } from "../../../model/schemas/courses";
import type { TextsOf } from "../../../model/ui-texts";
import { CourseCover } from "./course-cover";
import { CourseFacts } from "./course-facts";
import { CourseFeatureList } from "./course-feature-list";
import { CoursePurchaseLink, CourseTitleLink } from "./course-links";
import { OfferNotes, RegularPrice } from "./course-offer";

/** A catalogue card; in the list view the same content lays out as a full-width row from the md breakpoint. */
export const CourseCard = memo(function CourseCard({
  course,
  view,
  texts,
  firstScreen = false,
  largest = false,
}: {
  course: Course;
  view: CourseView;
  texts: TextsOf<(typeof ISLAND_TEXTS)["courseCard"]>;
  /** The catalogue's first row: its covers are in the first screen of a wide window. */
  firstScreen?: boolean;
  /** The catalogue's first card: its cover is a phone's largest paint. */
  largest?: boolean;
}) {
  const row = view === "list";
  return (
    <Card
      className={cn("h-full overflow-hidden transition-shadow hover:shadow-raised", row && "md:flex-row")}
    >
      <CourseCover
        cover={course.cover}
        firstScreen={firstScreen}
        largest={largest}
        className={cn(
          "w-full border-b border-ink-100",
          row && "md:my-7 md:ml-6 md:w-56 md:shrink-0 md:self-start md:rounded-control md:border lg:w-64",
        )}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-6", row && "md:py-7")}>
        <Badge>{nameCategory(course.category, texts)}</Badge>
        <CourseTitleLink course={course} texts={texts} />
        <p lang={originalLangOf(course, "description")} className="text-sm leading-6 text-ink-600">
          {course.description}
        </p>
        <StarRating rating={course.rating} texts={texts} />
        <CourseFacts course={course} texts={texts} />
        <OfferNotes course={course} texts={texts} className="text-brand-700" />
        <div className="mt-auto pt-2">
          <CourseFeatureList
            features={course.features.slice(0, CARD_FEATURE_COUNT)}
            lang={originalLangOf(course, "features")}
          />
        </div>
      </div>
      <div
        className={cn(
          "flex items-center justify-between gap-4 border-t border-ink-100 px-6 py-4",
          row &&
            "md:w-64 md:shrink-0 md:flex-col md:items-stretch md:justify-center md:border-t-0 md:border-l",
        )}
      >
        <p
          className={cn(
            "flex flex-wrap items-baseline gap-x-2 text-2xl font-bold text-ink-950",
            row && "md:text-3xl",
          )}
        >
          <span>{course.price}</span>
          <RegularPrice course={course} texts={texts} className="text-base" />
        </p>
        <CoursePurchaseLink course={course} texts={texts} className={cn(row && "md:w-full")} />
      </div>
    </Card>
  );
});
