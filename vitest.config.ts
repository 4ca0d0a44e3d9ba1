import { getViteConfig } from "astro/config";
import { configDefaults } from "vitest/config";

import { pointAtFixtureContent } from "./test/fixture-env.mjs";

// Tests own their content (test/fixtures/): nothing of the owner's content/, .env or SITE_* variables reaches them.
pointAtFixtureContent();

const TESTS = [
  "app/**/*.test.{ts,tsx}",
  "admin/**/*.test.{ts,tsx}",
  "model/**/*.test.ts",
  "scripts/**/*.test.ts",
  "integrations/**/*.test.ts",
  "deploy/**/*.test.ts",
];

// The tests that need a browser's document (issue 39): components and hooks render into one; a few tests of pure
// code use a browser API (DOMParser, sessionStorage, navigator.onLine). Every other test runs in plain Node, which
// skips creating a jsdom window per file.
const DOM_TESTS = [
  "app/components/**/*.test.{ts,tsx}",
  "app/hooks/**/*.test.{ts,tsx}",
  "admin/**/*.test.{ts,tsx}",
  "app/lib/blog-feed.test.ts",
  "app/lib/form-post.test.ts",
  "app/lib/session-store.test.ts",
  "scripts/content/markdown.test.ts",
];

// Astro's own Vite configuration (aliases, defines, the content and icon plugins of astro.config.mjs) for the tests.
// Both projects inherit it and share one Vite server: they differ only in environment and setup.
export default getViteConfig({
  test: {
    restoreMocks: true,
    // One module graph and one document per worker instead of one per file: importing Astro and the loaders and
    // building a jsdom window again for each of 91 files was two fifths of the run (decision 0075).
    isolate: false,
    // A test that starts processes (bash, a build) on a loaded 2-core machine needs more than the default 5 s.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: DOM_TESTS,
          setupFiles: ["./app/test-setup.ts", "./app/test-setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
          setupFiles: ["./app/test-setup.ts"],
        },
      },
    ],
  },
});
