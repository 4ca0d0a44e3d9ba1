import { useSyncExternalStore } from "react";

function subscribe() {
  return () => {};
}

/**
 * False while prerendering and during hydration, true from the render right after it (and on any later
 * mount). Values that depend on the visitor (locale, query string) switch on it, so the first client render
 * matches the prerendered HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
