import { useSyncExternalStore } from "react";

// The year the HTML was prerendered in; the visitor's clock takes over after hydration.
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
