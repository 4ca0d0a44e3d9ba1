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

function writeSearch(params: URLSearchParams, replace: boolean) {
  const url = new URL(window.location.href);
  url.search = params.toString();
  if (url.href === window.location.href) return;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  for (const listener of listeners) listener();
}

export type UrlFiltersOptions = {
  /** Typing replaces the entry, so that a search adds none per key press; anything else adds one for Back. */
  replace?: boolean;
};

/** A page's filters, kept in its URL: read after hydration and on popstate (decision 0012). */
export function useUrlFilters<Filters extends { query: string }>(schema: UrlFiltersSchema<Filters>) {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const filters = schema.read(new URLSearchParams(search));
  const searchRef = useRef<HTMLInputElement>(null);
  // Renders within the event, even before subscribing, or React puts the controlled box back (decision 0022).
  const [, renderNow] = useReducer((count: number) => count + 1, 0);

  function setFilters(changes: Partial<Filters>, { replace = false }: UrlFiltersOptions = {}) {
    // The live URL: text typed before hydration is reported while the render still shows the unfiltered page.
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

export type SearchFieldBinding = ReturnType<typeof useUrlFilters>["searchField"];
