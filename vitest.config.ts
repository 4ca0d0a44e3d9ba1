/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

import { pointAtFixtureContent } from "./test/fixture-env.mjs";

// Tests own their content (test/fixtures/): nothing of the owner's content/, .env or SITE_* variables reaches them.
pointAtFixtureContent();

// Astro's own Vite configuration (aliases, defines, the content and icon plugins of astro.config.mjs) for the tests.
export default getViteConfig({
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "admin/**/*.test.{ts,tsx}",
      "model/**/*.test.ts",
      "scripts/**/*.test.ts",
      "integrations/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // A test that starts processes (bash, a build) on a loaded 2-core machine needs more than the default 5 s.
    testTimeout: 20_000,
  },
});
