import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

import type { Picture } from "../../../model/schemas/fields";

/**
 * A course's cover (content/courses, `cover:`), cropped to 16:9 whatever its own shape; `className` gives its
 * width (cn() does not resolve conflicting classes, so there is none here to override) and `sizes` the width the
 * layout shows it at, for a photo's copies. Decorative: the course's title is always beside it. `firstScreen`
 * loads it at once (a page's first screen), `largest` before anything else (the page's largest paint); otherwise it
 * waits until it nears the viewport.
 */
export function CourseCover({
  cover,
  firstScreen = false,
  largest = false,
  sizes = "(min-width: 64rem) 24rem, 100vw",
  className,
}: {
  cover: Picture;
  firstScreen?: boolean;
  largest?: boolean;
  sizes?: string;
  className?: string;
}) {
  return (
    <ResponsiveImage
      image={cover}
      alt=""
      sizes={sizes}
      priority={largest}
      eager={firstScreen}
      className={cn("aspect-video bg-brand-50 object-cover", className)}
    />
  );
}
