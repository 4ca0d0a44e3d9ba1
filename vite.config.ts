import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export const appAlias = [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }];

// SITE_* variables configure the business identity at build time (see README, "Configuration").
export const envPrefix = ["VITE_", "SITE_"];

// The footer's copyright year as prerendered; the visitor's clock takes over after hydration.
export const define = { "import.meta.env.BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) };

export default defineConfig({
  envPrefix,
  define,
  resolve: { alias: appAlias },
  plugins: [tailwindcss(), reactRouter()],
});
