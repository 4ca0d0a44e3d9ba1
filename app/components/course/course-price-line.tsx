import { Clock } from "~/components/ui/icons";

import type { Course } from "../../../model/schemas/courses";

/** Price and duration, side by side, as the home and catalogue cards show them. */
export function CoursePriceLine({ course }: { course: Course }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-2xl font-bold text-ink-950">{course.price}</p>
      <p className="inline-flex items-center gap-1.5 text-sm text-ink-600">
        <Clock className="size-4" />
        {course.duration}
      </p>
    </div>
  );
}
