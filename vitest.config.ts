import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { FIXTURE_ROOT, pointAtFixtureContent } from "./test/fixture-env.mjs";

// Tests own their content (test/fixtures/): nothing of the owner's content/, .env or SITE_* variables reaches them.
pointAtFixtureContent();

export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
  envDir: FIXTURE_ROOT,
  define: { "import.meta.env.BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) },
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }] },
  plugins: [contentPlugin(), iconSprite()],
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "admin/**/*.test.{ts,tsx}",
      "model/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // A test that starts processes (bash, a build) on a loaded 2-core machine needs more than the default 5 s.
    testTimeout: 20_000,
  },
});
