import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * What a route module may declare in its `handle`: `{ hydrate: false }` for a page with nothing to interact
 * with. Its prerendered HTML then carries no script: links from it are full page loads of prerendered pages.
 */
export type PageHandle = { hydrate?: boolean };

/**
 * Whether the page being rendered loads the app's scripts. Decided while prerendering, by the page's module.
 * The SPA fallback page (served for unknown URLs) always does: it renders no route but the root's, and its
 * script picks the route in the browser. In the browser the answer is always yes, since only a hydrated page
 * runs this code, and a client-side navigation to a static page keeps the scripts that are already running.
 */
export function usePageHydrates() {
  const matches = useMatches();
  // React Router's own flag for the fallback render; its "unsafe" prefix marks an internal API, stable in v7.
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  if (typeof document !== "undefined" || isSpaFallback) return true;
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
