import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { type Location, UNSAFE_DataRouterContext, useLocation, useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

const NO_PARAMS = new URLSearchParams();

/** How long typing pauses before the URL catches up with the search box. */
export const URL_SYNC_DELAY_MS = 300;

/** The history state key that marks a location as the router catching up with typing. */
const CATCH_UP_STATE = "typedSession";

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
  const location = useLocation();
  // The router itself, for the pause timer: whether a navigation is under way right now, which its rendered state
  // (useNavigation) tells only once React has rendered it, in a transition that can take longer than the pause.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [typed, setTyped] = useState<TypedParams | null>(null);
  // For the pause timer, which fires after renders it cannot see.
  const latest = useRef({ typed, location });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    latest.current = { typed, location };
  }, [typed, location]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Derived, never adjusted during render: React may replay a render's own state updates after newer key presses.
  const params = typed && typedAppliesTo(typed, location) ? typed.params : urlParams;

  const setParams = useCallback(
    (next: URLSearchParams, { replace }: UrlSearchParamsOptions) => {
      window.clearTimeout(timer.current);
      if (!replace) {
        setTyped(null);
        setUrlParams(next, { preventScrollReset: true });
        return;
      }
      setTyped((current) => ({
        key: location.key,
        // Typing goes on in the same session while its catch-up locations arrive, and starts one elsewhere.
        session: current && typedAppliesTo(current, location) ? current.session : createSession(),
        params: next,
      }));
      const url = new URL(window.location.href);
      url.search = next.toString();
      window.history.replaceState(window.history.state, "", url);
      timer.current = window.setTimeout(() => {
        const { typed: current, location: now } = latest.current;
        const leaving = router !== undefined && router.state.navigation.state !== "idle";
        // Nothing to write once newer typing took over or a navigation left the typed text behind, even one the
        // router has not rendered yet (the browser's Back button changes the address first), or while a link
        // clicked since is loading its page: writing the URL then would cancel that navigation.
        if (
          current?.params !== next ||
          !typedAppliesTo(current, now) ||
          leaving ||
          window.location.href !== url.href
        )
          return;
        setUrlParams(next, {
          replace: true,
          preventScrollReset: true,
          state: { [CATCH_UP_STATE]: current.session },
        });
      }, URL_SYNC_DELAY_MS);
    },
    [location, router, setUrlParams],
  );

  return [hydrated ? params : NO_PARAMS, setParams] as const;
}

type TypedParams = {
  /** The location the typing happened on. */
  key: string;
  /** One run of typing, which the router's catch-up locations carry in their history state. */
  session: string;
  params: URLSearchParams;
};

/**
 * Typed parameters apply on the location they were typed on and on the router's catch-up locations for the same
 * typing, whether or not it has caught up with the last key press yet. Back, Forward or a link leave them behind.
 */
function typedAppliesTo(typed: TypedParams, location: Location) {
  if (typed.key === location.key) return true;
  const state: unknown = location.state;
  return typeof state === "object" && state !== null && Reflect.get(state, CATCH_UP_STATE) === typed.session;
}

function createSession() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
