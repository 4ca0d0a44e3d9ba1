import { useSyncExternalStore } from "react";

// The year the HTML was prerendered in, which a static page (no JavaScript) keeps; on a hydrated page the
// visitor's clock takes over.
const BUILD_YEAR = Number(import.meta.env.BUILD_YEAR);

function subscribe() {
  return () => {};
}

export function useCurrentYear() {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
