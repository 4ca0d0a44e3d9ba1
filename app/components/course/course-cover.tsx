import { cn } from "~/lib/cn";

import type { Picture } from "../../../model/schemas/fields";

/**
 * A course's cover (content/courses, `cover:`), cropped to 16:9 whatever its own shape; `className` gives its
 * width (cn() does not resolve conflicting classes, so there is none here to override). Decorative: the course's
 * title is always beside it. `firstScreen` loads it at once (a page's first screen); otherwise it waits until it
 * nears the viewport.
 */
export function CourseCover({
  cover,
  firstScreen = false,
  className,
}: {
  cover: Picture;
  firstScreen?: boolean;
  className?: string;
}) {
  return (
    <img
      src={cover.src}
      alt=""
      width={cover.width}
      height={cover.height}
      loading={firstScreen ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-video bg-brand-50 object-cover", className)}
    />
  );
}
