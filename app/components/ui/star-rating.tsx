import { Star, StarHalf } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

import { type Texts, translator } from "../../../model/ui-texts";

const STARS = [1, 2, 3, 4, 5];

/** Five stars with half-star support: 4.9 shows four full stars and a half one; no rating, nothing (never "0.0"). */
export function StarRating({
  rating,
  texts,
  showValue = true,
  className,
}: {
  rating: number | undefined;
  texts: Texts<"course.rated">;
  showValue?: boolean;
  className?: string;
}) {
  if (rating === undefined) return null;
  const t = translator(texts);
  const decimal =
    new Intl.NumberFormat(texts.lang).formatToParts(0.5).find(({ type }) => type === "decimal")?.value ?? ".";
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <span role="img" aria-label={t("course.rated", { rating })} className="relative inline-flex">
        {STARS.map((star) => (
          <Star key={star} className="size-4 fill-ink-200 text-ink-200" />
        ))}
        <span className="absolute inset-0 inline-flex">
          {STARS.map((star) =>
            star <= full ? (
              <Star key={star} className="size-4 fill-star text-star" />
            ) : star === full + 1 && half ? (
              <StarHalf key={star} className="size-4 fill-star text-star" />
            ) : null,
          )}
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold text-ink-800">
          {rating.toFixed(1).replace(".", decimal)}
        </span>
      ) : null}
    </span>
  );
}
