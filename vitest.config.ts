import { defineConfig } from "vitest/config";
import { appAlias, define, envPrefix } from "./vite.config.ts";

export default defineConfig({
  envPrefix,
  define,
  resolve: { alias: appAlias },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
