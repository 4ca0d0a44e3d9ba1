import { useSyncExternalStore } from "react";

const HASH_CHANGE = "hashchange";

function subscribe(onChange: () => void) {
  window.addEventListener(HASH_CHANGE, onChange);
  return () => window.removeEventListener(HASH_CHANGE, onChange);
}

/**
 * The URL's hash (`#curriculum`), kept current on `hashchange` and on `replaceLocationHash`; empty while
 * prerendering and hydrating, so the prerendered HTML (the default tab) is what hydrates.
 */
export function useLocationHash() {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
}

/** Writes the hash without a history entry and without scrolling, and tells `useLocationHash`. */
export function replaceLocationHash(hash: string) {
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState(window.history.state, "", url);
  // replaceState fires no event: our own, so the tabs render the new hash (not seen by the browser's anchor jump).
  window.dispatchEvent(new Event(HASH_CHANGE));
}
