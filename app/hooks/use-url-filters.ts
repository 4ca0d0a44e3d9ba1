import { useRef } from "react";
import type { UrlFiltersSchema } from "~/lib/url-filters";
import { useUrlSearchParams } from "./use-url-search-params";

export type UrlFiltersOptions = {
  /**
   * Replace the current history entry instead of adding one: typing (the search box does it), so that a search
   * adds no entry per key press. Anything else (a category, the view, Clear) adds one, so Back undoes it.
   */
  replace?: boolean;
};

/**
 * A page's filters, kept in its URL (the catalogue, the blog, the help search), and the search box bound to
 * them: `filters` as the URL holds them (the typed text at once, while the router catches up), `setFilters` to
 * change some, `clearFilters` to reset them and focus the search box, and `searchField`, the props of the page's
 * one `SearchField`. How typing, Back and the router's catch-up fit together: docs/decisions/0011-url-filters.md.
 */
export function useUrlFilters<Filters extends { query: string }>(schema: UrlFiltersSchema<Filters>) {
  const [params, setParams] = useUrlSearchParams();
  const searchRef = useRef<HTMLInputElement>(null);
  const filters = schema.read(params);

  function setFilters(changes: Partial<Filters>, { replace = false }: UrlFiltersOptions = {}) {
    setParams(schema.write(params, changes), { replace });
  }

  return {
    filters,
    setFilters,
    clearFilters() {
      setFilters(schema.cleared);
      searchRef.current?.focus();
    },
    searchField: {
      ref: searchRef,
      value: filters.query,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        // Every filter set has `query` (UrlFiltersSchema), which TypeScript cannot see through the generic.
        setFilters({ query: event.currentTarget.value } as Partial<Filters>, { replace: true }),
    },
  };
}

/** The props `useUrlFilters` gives the page's search box. */
export type SearchFieldBinding = ReturnType<typeof useUrlFilters>["searchField"];
