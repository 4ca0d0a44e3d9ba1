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
  const { key } = useLocation();
  // Typed parameters, valid only while the location they were typed on is current: Back, Forward or a link
  // drops them, and so does the URL write that catches up with them.
  const [typed, setTyped] = useState<{ key: string; params: URLSearchParams } | null>(null);
  const locationKey = useRef(key);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    locationKey.current = key;
  }, [key]);
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
      const typedOn = locationKey.current;
      setTyped({ key: typedOn, params: next });
      const url = new URL(window.location.href);
      url.search = next.toString();
      window.history.replaceState(window.history.state, "", url);
      timer.current = window.setTimeout(() => {
        if (locationKey.current === typedOn) write();
      }, URL_SYNC_DELAY_MS);
    },
    [setUrlParams],
  );

  return [hydrated ? params : NO_PARAMS, setParams] as const;
}
