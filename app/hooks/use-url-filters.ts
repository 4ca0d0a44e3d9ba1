import { useReducer, useRef, useSyncExternalStore } from "react";

import type { UrlFiltersSchema } from "~/lib/url-filters";

/** Our own pushState and replaceState fire no event: this tells every mounted hook that the query changed. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const readSearch = () => window.location.search;
/** The prerendered HTML, and the hydration render that must match it, show the unfiltered page. */
const readServerSearch = () => "";

/** Puts `params` in the address bar: a new history entry, or (typing) the current one with its state kept. */
function writeSearch(params: URLSearchParams, replace: boolean) {
  const url = new URL(window.location.href);
  url.search = params.toString();
  if (url.href === window.location.href) return;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  for (const listener of listeners) listener();
}

export type UrlFiltersOptions = {
  /**
   * Replace the current history entry instead of adding one: typing (the search box does it), so that a search
   * adds no entry per key press. Anything else (a category, the view, Clear) adds one, so Back undoes it.
   */
  replace?: boolean;
};

/**
 * A page's filters, kept in its URL (the catalogue, the blog, the help search), for the one island that shows
 * them: `filters` as they apply now, `setFilters` to change some, `clearFilters` to reset them and focus the box,
 * and `searchField`, the props of the page's one `SearchField` (its text is `filters.query`, never a copy).
 *
 * The prerendered HTML and the hydration render show the unfiltered page; right after, the filters are read from
 * `location.search`, and again on Back and Forward (popstate). Changes write the URL with the History API and
 * apply at once (docs/decisions/0012-url-filters.md).
 */
export function useUrlFilters<Filters extends { query: string }>(schema: UrlFiltersSchema<Filters>) {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const filters = schema.read(new URLSearchParams(search));
  const searchRef = useRef<HTMLInputElement>(null);
  // Renders this island with the new URL within the event that changed it, even before its subscription exists:
  // text typed before hydration is reported right after the hydration's commit, before its effects subscribe, and
  // a controlled box not rendered with it in the same event is put back to its old value (the next key lands there).
  const [, renderNow] = useReducer((count: number) => count + 1, 0);

  function setFilters(changes: Partial<Filters>, { replace = false }: UrlFiltersOptions = {}) {
    // The live URL, not the rendered one: text typed before hydration is reported while the render still shows
    // the unfiltered page, and must keep the filters the URL already holds.
    writeSearch(schema.write(new URLSearchParams(window.location.search), changes), replace);
    renderNow();
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
