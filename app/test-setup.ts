import { beforeEach, vi } from "vitest";

// Every unit test, in Node or in jsdom (vitest.config.ts): a console.error during a test (React warnings included)
// fails it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});
