import { BLOG_CATEGORY_FILTERS, BLOG_CATEGORY_LABELS, type BlogCategoryFilter } from "~/lib/blog-filters";
import { cn } from "~/lib/cn";

import type { KeysIn, Translate } from "../../../model/ui-texts";

/** The blog's category buttons: toggle buttons, the selected one pressed. */
export function CategoryFilter({
  selected,
  onSelect,
  t,
  className,
}: {
  selected: BlogCategoryFilter;
  onSelect: (category: BlogCategoryFilter) => void;
  t: Translate<KeysIn<"blog">>;
  className?: string;
}) {
  return (
    <div role="group" aria-label={t("blog.categories")} className={cn("flex flex-wrap gap-2", className)}>
      {BLOG_CATEGORY_FILTERS.map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={cn(
              "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
              pressed
                ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                : "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800",
            )}
          >
            {t(BLOG_CATEGORY_LABELS[category])}
          </button>
        );
      })}
    </div>
  );
}
