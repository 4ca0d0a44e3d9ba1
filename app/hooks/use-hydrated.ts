import { useSyncExternalStore } from "react";

function subscribe() {
  return () => {};
}

/**
 * False while prerendering and during hydration, true from the render after it. Lets a page render what its
 * prerendered HTML holds first (the defaults), then what only the browser knows (query string, hash), without a
 * hydration mismatch.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
