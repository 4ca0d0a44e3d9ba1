/**
 * How a page's filters live in its URL's query string, for `useUrlFilters` (app/hooks/use-url-filters.ts). Every
 * page with filters has a search text, `query`.
 */
export type UrlFiltersSchema<Filters extends { query: string }> = {
  /** The filters a query string holds; a missing or unknown value reads as its default. */
  read: (params: URLSearchParams) => Filters;
  /** The query string with `changes` applied: other parameters kept, defaults left out. */
  write: (params: URLSearchParams, changes: Partial<Filters>) => URLSearchParams;
  /** What Clear resets (the catalogue's view mode is not a filter: it stays). */
  cleared: Partial<Filters>;
};

/**
 * A copy of `current` with each change applied: a non-empty value is set, an empty or null one removes the
 * parameter, so a default filter leaves no trace in the URL. Values are kept as typed (spaces included),
 * because the search box shows the URL's text back to the visitor while they type.
 */
export function updateSearchParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
