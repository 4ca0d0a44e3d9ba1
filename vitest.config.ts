import { defineConfig } from "vitest/config";

import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { appAlias, define, envPrefix } from "./vite.config.ts";

export default defineConfig({
  envPrefix,
  define,
  resolve: { alias: appAlias },
  plugins: [contentPlugin(), iconSprite()],
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
