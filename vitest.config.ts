import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";

export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
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
  },
});
