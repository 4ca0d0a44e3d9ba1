import { useId } from "react";

import { Select } from "~/components/ui/field";
import { LayoutGrid, Rows3 } from "~/components/ui/icons";
import { SearchField } from "~/components/ui/search-field";
import type { SearchFieldBinding } from "~/hooks/use-url-filters";
import { cn } from "~/lib/cn";
import { type CourseFilters, type CourseView, parseCategory } from "~/lib/course-filters";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { nameCategory } from "../../../model/course-format";
import type { CourseCategory } from "../../../model/course-options.ts";
import { type KeysIn, type TextsOf, translator } from "../../../model/ui-texts";

const VIEW_OPTIONS = [
  { view: "grid", label: "catalog.grid", name: "catalog.gridView", icon: LayoutGrid },
  { view: "list", label: "catalog.list", name: "catalog.listView", icon: Rows3 },
] as const satisfies ReadonlyArray<{
  view: CourseView;
  label: KeysIn<"catalog">;
  name: KeysIn<"catalog">;
  icon: typeof LayoutGrid;
}>;

/**
 * The catalogue's search box, category dropdown and grid/list toggle. The search box is bound to the URL by the
 * page's `useUrlFilters` (`searchField`); a category or a view is a change of its own, with a history entry.
 */
export function CourseFiltersBar({
  categories,
  filters,
  onChange,
  searchField,
  texts,
}: {
  /** The categories that have courses: a category with none would only ever show "Showing 0". */
  categories: ReadonlyArray<CourseCategory>;
  filters: CourseFilters;
  onChange: (changes: Partial<CourseFilters>) => void;
  searchField: SearchFieldBinding;
  texts: TextsOf<(typeof ISLAND_TEXTS)["courseCatalog"]>;
}) {
  const t = translator(texts);
  const id = useId();
  return (
    // A search landmark, not a form: the filters apply as they change, so there is nothing to submit.
    <div
      role="search"
      aria-label={t("catalog.results")}
      className="grid gap-4 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:grid-cols-[1fr_auto] sm:p-5 lg:grid-cols-[1fr_16rem_auto] lg:items-end"
    >
      <SearchField
        {...searchField}
        variant="toolbar"
        label={t("catalog.search")}
        name="q"
        placeholder={t("catalog.searchPlaceholder")}
        className="sm:col-span-2 lg:col-span-1"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-semibold text-ink-800">
          {t("catalog.category")}
        </label>
        <Select
          id={`${id}-category`}
          name="category"
          className="h-12"
          value={filters.category ?? ""}
          onChange={(event) => onChange({ category: parseCategory(event.currentTarget.value) })}
        >
          <option value="">{t("catalog.allCategories")}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {nameCategory(category, texts)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-view`} className="text-sm font-semibold text-ink-800">
          {t("catalog.view")}
        </span>
        <div
          role="group"
          aria-labelledby={`${id}-view`}
          className="inline-flex h-12 w-fit rounded-control border border-ink-300 bg-ink-50 p-1"
        >
          {VIEW_OPTIONS.map(({ view, label, name, icon: Icon }) => {
            const pressed = filters.view === view;
            return (
              <button
                key={view}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  if (!pressed) onChange({ view });
                }}
                className={cn(
                  "inline-flex items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors",
                  pressed ? "bg-white text-brand-800 shadow-sm" : "text-ink-600 hover:text-ink-900",
                )}
              >
                <Icon className="size-4" />
                <span aria-hidden="true">{t(label)}</span>
                <span className="sr-only">{t(name)}</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
