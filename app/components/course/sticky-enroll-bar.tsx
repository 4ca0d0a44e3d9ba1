import "~/lib/purge-expired-copies";

import { useEffect, useRef } from "react";

import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowRight } from "~/components/ui/icons";
import { useScrolledBetween } from "~/hooks/use-scrolled-between";
import { cn } from "~/lib/cn";
import { enrolLabel } from "~/lib/course-offer";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import type { Course } from "../../../model/schemas/courses";
import { localPath, type TextsOf, translator } from "../../../model/ui-texts";

/** Matches the fixed header's height (--spacing-header, 4rem). */
const HEADER_HEIGHT_PX = 64;

/**
 * An island: a slim bar with the price and Enroll Now, fixed to the bottom of a phone's screen while the page is
 * scrolled between the header's Enroll Now (`startId`) and the end of the course's content (`endId`). While it is
 * on screen, the page's bottom scroll padding grows by its height, so that an element that receives keyboard
 * focus is scrolled clear of the bar instead of hiding behind it (WCAG 2.4.11, technique C43).
 */
export function StickyEnrollBar({
  course,
  startId,
  endId,
  texts,
}: {
  course: Pick<Course, "id" | "shortTitle" | "price" | "enrolment">;
  startId: string;
  endId: string;
  texts: TextsOf<(typeof ISLAND_TEXTS)["stickyEnrollBar"]>;
}) {
  const shown = useScrolledBetween(startId, endId, HEADER_HEIGHT_PX);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!shown || !bar || getComputedStyle(bar).display === "none") return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${bar.offsetHeight + 16}px`;
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, [shown]);

  return (
    <div
      ref={barRef}
      role="region"
      aria-label={translator(texts)("offer.quickEnrolment")}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 shadow-raised backdrop-blur-sm transition-[translate,visibility] duration-200 md:hidden",
        shown ? "visible translate-y-0" : "invisible translate-y-full",
      )}
    >
      <Container className="flex items-center justify-between gap-4 py-2.5">
        <p className="min-w-0">
          <span className="block text-xs text-ink-600">{course.shortTitle}</span>
          <span className="block text-xl leading-tight font-bold text-ink-950">{course.price}</span>
        </p>
        <ButtonLink href={localPath(texts, `/purchase/${course.id}`)}>
          {enrolLabel(course, texts)}
          <ArrowRight />
        </ButtonLink>
      </Container>
    </div>
  );
}
