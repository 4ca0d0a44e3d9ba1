import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

import type { Picture } from "../../../model/schemas/fields";

/** An instructor's photo (content/instructors.yml, `photo:`), round; decorative, since their name is beside it. */
export function InstructorPhoto({ photo, className }: { photo: Picture; className?: string }) {
  return (
    <ResponsiveImage
      image={photo}
      alt=""
      sizes="6rem"
      className={cn("aspect-square shrink-0 rounded-full bg-brand-50 object-cover", className)}
    />
  );
}
