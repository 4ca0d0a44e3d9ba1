import { useContext, useEffect, useEffectEvent, useRef, useState } from "react";
import {
  type Location,
  type NavigationType,
  UNSAFE_DataRouterContext,
  useLocation,
  useSearchParams,
} from "react-router";

import type { UrlFiltersSchema } from "~/lib/url-filters";

import { useHydrated } from "./use-hydrated";

const NO_PARAMS = new URLSearchParams();

/** How long typing pauses before the router catches up with the search box. */
export const URL_SYNC_DELAY_MS = 300;

/** Back or Forward, as the router names it (its enum's value: importing the enum would cost every page). */
const POP = "POP" as NavigationType;

/** The history state key that marks a location as the router catching up with typing. */
const CATCH_UP_STATE = "typedSession";

export type UrlFiltersOptions = {
  /**
   * Replace the current history entry instead of adding one: typing (the search box does it), so that a search
   * adds no entry per key press. Anything else (a category, the view, Clear) adds one, so Back undoes it.
   */
  replace?: boolean;
};

/**
 * A page's filters, kept in its URL (the catalogue, the blog, the help search), and its search box bound to them:
 * `filters` as they apply now, `setFilters` to change some, `clearFilters` to reset them and focus the box, and
 * `searchField`, the props of the page's one `SearchField` (its text is `filters.query`, never a copy).
 *
 * Until the page has hydrated the filters read as empty (the prerendered HTML is the unfiltered page). Typing
 * shows its result and fills the address bar at once and tells the router after a pause; why, and how the typed
 * text survives the router's catch-up, Back and a link clicked before the pause:
 * docs/decisions/0005-typing-carried-through-history-state.md and 0012-url-filters.md.
 */
export function useUrlFilters<Filters extends { query: string }>(schema: UrlFiltersSchema<Filters>) {
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
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    latest.current = { typed, location };
  }, [typed, location]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Derived, never adjusted during render: React may replay a render's own state updates after newer key presses.
  const params = !hydrated ? NO_PARAMS : typed && typedAppliesTo(typed, location) ? typed.params : urlParams;
  const filters = schema.read(params);

  function navigating() {
    return router !== undefined && router.state.navigation.state !== "idle";
  }

  function setFilters(changes: Partial<Filters>, { replace = false }: UrlFiltersOptions = {}) {
    const next = schema.write(params, changes);
    window.clearTimeout(timer.current);
    if (!replace) {
      // The new entry's filters show at once, and typing before the router has made the entry (its loaders can
      // take longer than a key press) goes on from them and lands in that entry, not in this one.
      const session = createSession();
      setTyped({ key: location.key, session, params: next });
      setUrlParams(next, { preventScrollReset: true, state: { [CATCH_UP_STATE]: session } });
      return;
    }
    setTyped((current) => ({
      key: location.key,
      // Typing goes on in the same session while its catch-up locations arrive, and starts one elsewhere.
      session: current && typedAppliesTo(current, location) ? current.session : createSession(),
      params: next,
    }));
    writeWhenTypingPauses(next);
  }

  /** Shows typed parameters in the address bar at once, and tells the router once typing pauses. */
  function writeWhenTypingPauses(next: URLSearchParams) {
    window.clearTimeout(timer.current);
    const url = new URL(window.location.href);
    url.search = next.toString();
    // While the router is making an entry, the address bar is that entry's: the typing follows once it has landed.
    if (!navigating()) window.history.replaceState(window.history.state, "", url);
    timer.current = window.setTimeout(() => {
      const { typed: current, location: now } = latest.current;
      const leaving = navigating();
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
  }

  // The router tells its subscribers where it has landed before React renders it. Its catch-up for earlier typing,
  // or the entry of a filter chosen just before typing, can land after newer key presses when the page waits for
  // its loaders: it puts its older URL in the address bar, and the newer typing's write, which found the router
  // busy, was dropped; so the newer text goes back in the address bar and to the router after a pause. Back or
  // Forward to the entry the typing started on, which a filter's entry has followed, shows that entry's own URL
  // (docs/decisions/0005-typing-carried-through-history-state.md).
  const onRouterLanded = useEffectEvent((landed: Location, action: NavigationType) => {
    if (!typed) return;
    if (!carriesSession(landed, typed.session)) {
      if (action === POP && typed.key === landed.key) setTyped(null);
      return;
    }
    if (typed.params.toString() !== new URLSearchParams(landed.search).toString())
      writeWhenTypingPauses(typed.params);
  });
  useEffect(() => {
    if (!router) return;
    let seen = router.state.location.key;
    return router.subscribe(({ location: landed, historyAction }) => {
      if (landed.key === seen) return;
      seen = landed.key;
      onRouterLanded(landed, historyAction);
    });
  }, [router]);

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
  return typed.key === location.key || carriesSession(location, typed.session);
}

/** Whether the router made this location for that typing (its catch-up) or for a filter chosen just before it. */
function carriesSession(location: Location, session: string) {
  const state: unknown = location.state;
  return typeof state === "object" && state !== null && Reflect.get(state, CATCH_UP_STATE) === session;
}

function createSession() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
