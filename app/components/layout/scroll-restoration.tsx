import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

import { SCROLL_POSITIONS_STORAGE_KEY } from "~/lib/storage-keys";

/**
 * Runs in the prerendered HTML before hydration: gives the history entry a key and scrolls to the position saved
 * for it (a reload, or Back to a page left for another site). React Router's <ScrollRestoration /> does the same
 * but calls sessionStorage again inside its own catch, so with storage blocked (cookies disabled) every page load
 * threw an uncaught SecurityError. Here any failure of storage only means there is nothing to restore.
 * The text is hashed into each page's Content-Security-Policy by scripts/postbuild.mjs.
 */
const RESTORE_SCRIPT = `(function (storageKey) {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  }
  try {
    var y = JSON.parse(window.sessionStorage.getItem(storageKey) || "{}")[window.history.state.key];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch (error) {
    try { window.sessionStorage.removeItem(storageKey); } catch (blocked) {}
  }
})(${JSON.stringify(SCROLL_POSITIONS_STORAGE_KEY)})`;

/** React Router's scroll restoration (saving and restoring on navigation) with a storage-safe inline script. */
export function ScrollRestoration() {
  useScrollRestoration();
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}
