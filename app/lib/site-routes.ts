import type { RouteEntry } from "./site-urls";

/**
 * The site's URL patterns, one per page file under app/pages/ (site-urls.test.ts checks both lists agree): the
 * sitemap, the hosts' tests and the quality gates expand them with the content's ids and slugs.
 */
export const SITE_ROUTES: ReadonlyArray<RouteEntry> = [
  { index: true },
  { path: "courses" },
  { path: "course/:id" },
  { path: "purchase/:id" },
  { path: "contact" },
  { path: "legal/:type" },
  { path: "about" },
  { path: "mission" },
  { path: "careers" },
  { path: "blog" },
  { path: "blog/rss.xml" },
  { path: "blog/:slug" },
  { path: "help" },
  { path: "help/search-index.json" },
  { path: "help/:slug" },
  { path: "support" },
  { path: "sitemap.xml" },
  { path: "robots.txt" },
  { path: "*" },
];
