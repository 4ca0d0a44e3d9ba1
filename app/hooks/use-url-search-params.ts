import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

const NO_PARAMS = new URLSearchParams();

/** How long typing pauses before the URL catches up with the search box. */
export const URL_SYNC_DELAY_MS = 300;

export interface UrlSearchParamsOptions {
  /** Replace the history entry (typing) instead of adding one (a category, Clear Filters). */
  replace: boolean;
}

/**
 * Filters kept in the URL, for the catalogue, the blog and the help search.
 *
 * A page is prerendered without a query string, so until it has hydrated the parameters read as empty: the first
 * client render matches the HTML, then the filters apply.
 *
 * Typing (`replace`) shows its result at once from the page's own state and puts the text into the address bar
 * at once (a reload or Back keeps it), but tells the router only once typing pauses: a router update re-renders
 * the whole layout and recomputes the page's metadata, which under a phone's CPU takes longer than a frame, so
 * it must not run on every key press. Anything that adds a history entry goes through the router at once.
 */
export function useUrlSearchParams() {
  const [urlParams, setUrlParams] = useSearchParams();
  const hydrated = useHydrated();
  const { key, search } = useLocation();
  // Typed parameters, valid while the location they were typed on is current: Back, Forward or a link drops them.
  // The router catching up with what was typed moves to a new location too, and typing may have gone on while it
  // was on its way: that location carries the typed parameters over (`written` tells it apart).
  const [typed, setTyped] = useState<TypedParams | null>(null);
  const latestTyped = useRef<TypedParams | null>(null);
  const timer = useRef<number | undefined>(undefined);

  if (typed && typed.key !== key) {
    const caughtUp = typed.written !== null && new URLSearchParams(search).toString() === typed.written;
    const stillAhead = caughtUp && typed.params.toString() !== typed.written;
    setTyped(stillAhead ? { ...typed, key } : null);
  }

  useEffect(() => {
    latestTyped.current = typed;
  }, [typed]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const params = typed?.key === key ? typed.params : urlParams;

  const setParams = useCallback(
    (next: URLSearchParams, { replace }: UrlSearchParamsOptions) => {
      window.clearTimeout(timer.current);
      const write = () => setUrlParams(next, { replace, preventScrollReset: true });
      if (!replace) {
        setTyped(null);
        write();
        return;
      }
      setTyped((current) => ({ key, params: next, written: current?.written ?? null }));
      const url = new URL(window.location.href);
      url.search = next.toString();
      window.history.replaceState(window.history.state, "", url);
      timer.current = window.setTimeout(() => {
        // Nothing to write once a navigation has dropped the typed parameters.
        if (latestTyped.current?.params !== next) return;
        setTyped((current) => current && { ...current, written: next.toString() });
        write();
      }, URL_SYNC_DELAY_MS);
    },
    [key, setUrlParams],
  );

  return [hydrated ? params : NO_PARAMS, setParams] as const;
}

type TypedParams = {
  /** The location the parameters apply to. */
  key: string;
  params: URLSearchParams;
  /** The query last sent to the router for this typing, if any. */
  written: string | null;
};
