import type { Config } from "@react-router/dev/config";

import { listDynamicSegments, listPrerenderPaths } from "./app/lib/site-urls";
import routes from "./app/routes";
import { loadContent } from "./scripts/content/load.ts";

export default {
  ssr: false,
  // A second build beside the first (the browser tests build one with a form endpoint into build/endpoint).
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  // Every URL of the site, expanded from the one route list in app/routes.ts.
  prerender: () => listPrerenderPaths(routes, listDynamicSegments(loadContent())),
  // React Router 8's defaults, opted into now so that the upgrade changes nothing, except one: with
  // trailing-slash-aware requests, 7.x prerenders /contact as "/contact/", so links to the current
  // page lose aria-current in the HTML (and hydration does not patch attributes).
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: false,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
