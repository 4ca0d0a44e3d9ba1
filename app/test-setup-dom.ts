import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The tests that run in jsdom (vitest.config.ts, DOM_TESTS): matchers, cleanup and what jsdom lacks.

// Node 25 and newer have Web Storage globals of their own, which Vitest's jsdom environment leaves in place:
// `sessionStorage` would then be Node's, not the jsdom window's that `Storage.prototype` (and the browser)
// describe. The tests use jsdom's, as on Node 20.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
for (const name of ["sessionStorage", "localStorage"] as const) {
  const storage = dom?.window[name];
  if (storage) Object.defineProperty(globalThis, name, { configurable: true, get: () => storage });
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrollIntoView; the results that scroll to the top call it.
Element.prototype.scrollIntoView ??= () => {};
