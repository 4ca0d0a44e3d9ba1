import type { Plugin } from "vite";

/** Vite's own id for the helper it wraps every client `import()` in. */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const PLAIN_HELPER = "export const __vitePreload = (load) => load();";

/**
 * Vite wraps each `import()` of the client in a preload helper, about 720 B gzip in every page with a form, even
 * when told not to preload (vitejs/vite#18551; Astro sets `modulePreload` itself). Here the helper only calls the
 * import and no dependency list is written (decision 0071); a dynamic import that would need a stylesheet, which
 * the plain helper does not load, stops the build.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    configEnvironment: (name) =>
      name === "client"
        ? { build: { modulePreload: { polyfill: false, resolveDependencies: () => [] } } }
        : null,
    transform: {
      order: "post",
      handler: (_code, id) => (id === PRELOAD_HELPER_ID ? { code: PLAIN_HELPER, map: null } : null),
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps"))
            this.error(
              `${chunk.fileName}: a dynamic import needs a stylesheet, which the plain helper does not load`,
            );
      },
    },
  };
}
