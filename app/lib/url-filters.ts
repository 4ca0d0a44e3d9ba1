export type UrlFiltersSchema<Filters extends { query: string }> = {
  read: (params: URLSearchParams) => Filters;
  write: (params: URLSearchParams, changes: Partial<Filters>) => URLSearchParams;
  /** What Clear resets (the catalogue's view mode is not a filter: it stays). */
  cleared: Partial<Filters>;
};

/** Values kept as typed, because the search box shows the URL's text back while the visitor types. */
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
