import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { purchaseLabel } from "~/lib/course-offer";

import { originalLangOf } from "../../../model/languages";
import type { Course } from "../../../model/schemas/courses";
import { localPath, type Texts } from "../../../model/ui-texts";

/**
 * A course card's title: an h3 whose link opens the course page (team rule 1). `coverCard` stretches the
 * link over its nearest positioned ancestor, so that the whole card is one target.
 */
export function CourseTitleLink({
  course,
  texts,
  label = course.title,
  coverCard = false,
  className,
}: {
  course: Course;
  /** The page's texts, whose language the link stays in. */
  texts: { prefix?: string };
  label?: string;
  coverCard?: boolean;
  className?: string;
}) {
  return (
    <h3
      lang={originalLangOf(course, label === course.title ? "title" : "shortTitle")}
      className={cn("text-xl leading-snug font-bold text-ink-950", className)}
    >
      <a
        href={localPath(texts, `/course/${course.id}`)}
        className={cn(
          "hover:text-brand-700 hover:underline",
          coverCard && "after:absolute after:inset-0 after:rounded-card",
        )}
      >
        {label}
      </a>
    </h3>
  );
}

/**
 * Purchase (a waitlist course: "Join the waitlist"), to the course's purchase page; the course's name completes the
 * link's name for screen readers.
 */
export function CoursePurchaseLink({
  course,
  texts,
  label = course.title,
  className,
}: {
  course: Course;
  texts: Texts<"offer.waitlist" | "offer.purchase">;
  label?: string;
  className?: string;
}) {
  return (
    <ButtonLink href={localPath(texts, `/purchase/${course.id}`)} className={className}>
      {purchaseLabel(course, texts)}
      <span className="sr-only"> {label}</span>
      <ArrowRight />
    </ButtonLink>
  );
}
