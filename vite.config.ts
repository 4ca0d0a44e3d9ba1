import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

export const appAlias = [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }];

// SITE_* variables configure the business identity at build time (see README, "Configuration").
export const envPrefix = ["VITE_", "SITE_"];

// The footer's copyright year as prerendered; the visitor's clock takes over after hydration.
export const define = { "import.meta.env.BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) };

/**
 * React Router 7 resolves to its development build in every environment (remix-run/react-router#14102, open):
 * its dev warnings would ship to visitors. The browser bundle takes the production build it also publishes.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id) {
      const file = files[id];
      return file ? dist + file : undefined;
    },
  };
}

export default defineConfig({
  envPrefix,
  define,
  resolve: { alias: appAlias },
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  // React Router preloads route modules itself; the app's own import() calls load content modules without
  // dependencies to preload, so Vite's preload helper would only add code to the pages that use them.
  build: { modulePreload: false },
});
