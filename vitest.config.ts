/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

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
    ],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
