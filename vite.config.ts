import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { contentRoot } from "./scripts/content/load.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";

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

/**
 * Fewer, larger chunks: left to itself the bundler gives every set of pages that shares a module a chunk of its
 * own (50-odd files of a few hundred bytes on a course page), and each file pays its own gzip header, import list
 * and lost compression context. The framework is one chunk, cached across pages (the entry stays apart: importing
 * it starts hydration, which React Router's bootstrap does last); a module that seven or more pages use goes into
 * one shared chunk; the course catalogue's pieces that the home, catalogue, course and purchase pages share
 * travel together; the rest stays with its page. Measured by the size gate (e2e/quality-budgets.spec.ts).
 */
const CHUNK_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 2,
  },
  { name: "shared", minShareCount: 7, priority: 1 },
  {
    name: "catalog",
    test: /app[\\/](components[\\/]course[\\/]|components[\\/]ui[\\/]star-rating|lib[\\/](course-format|guarantee|words)\.)/,
    minShareCount: 2,
  },
];

export default defineConfig({
  envPrefix,
  define,
  // public/ beside content/: the repository's, or CONTENT_ROOT's (scripts/content/load.ts), whose content files name
  // the images in it.
  publicDir: join(contentRoot(), "public"),
  resolve: { alias: appAlias },
  plugins: [reactRouterProductionBuild(), contentPlugin(), iconSprite(), tailwindcss(), reactRouter()],
  build: {
    // React Router preloads route modules itself, and the app's own import() calls load content modules that
    // have no dependencies to preload.
    modulePreload: false,
    rolldownOptions: {
      // A constant imported from another module (a storage key, a delay) is written where it is used, and its
      // module's copy is dropped: a page carries the constants it uses, not every one of a shared module.
      // About 100-300 B gzip less per page than the default ("smart"), measured by the size gate.
      optimization: { inlineConst: { mode: "all" } },
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        // Shared chunks carry a 7-character hash instead of 8: every page's manifest and imports name them, so
        // this is 39-53 B gzip less per hydrated page. The bundler refuses 6 from the 65th chunk on
        // (docs/decisions/0002-chunk-groups.md).
        chunkFileNames: "assets/[name]-[hash:7].js",
      },
    },
  },
});
