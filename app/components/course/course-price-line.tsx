import { Clock } from "~/components/ui/icons";

import type { Course } from "../../../model/schemas/courses";
import type { Texts } from "../../../model/ui-texts";
import { RegularPrice } from "./course-offer";

/** Price and duration, side by side, as the home and catalogue cards show them. */
export function CoursePriceLine({ course, texts }: { course: Course; texts: Texts<"offer.regularPrice"> }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="flex flex-wrap items-baseline gap-x-2 text-2xl font-bold text-ink-950">
        <span>{course.price}</span>
        <RegularPrice course={course} texts={texts} className="text-base" />
      </p>
      <p className="inline-flex items-center gap-1.5 text-sm text-ink-600">
        <Clock className="size-4" />
        {course.duration}
      </p>
    </div>
  );
}
