import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Node 25 and newer have Web Storage globals of their own, which Vitest's jsdom environment leaves in place:
// `sessionStorage` would then be Node's, not the jsdom window's that `Storage.prototype` (and the browser)
// describe. The tests use jsdom's, as on Node 20.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
for (const name of ["sessionStorage", "localStorage"] as const) {
  const storage = dom?.window[name];
  if (storage) Object.defineProperty(globalThis, name, { configurable: true, get: () => storage });
}

// A console.error during a test (React warnings included) fails it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  // Tests of build-time code run in Node (`// @vitest-environment node`), without a window.
  if (typeof window !== "undefined") window.sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrollIntoView; the results that scroll to the top call it.
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= () => {};
