import { courses } from "~/content/courses";

import { buildCourseListJsonLd } from "./page-structured-data";

/**
 * The catalogue's ItemList structured data, for the route's loaders: the prerender puts it into the page's HTML,
 * a visit from another page imports it, so the page's JavaScript does not carry the builder.
 */
export function readCatalogPage() {
  return { jsonLd: [buildCourseListJsonLd(courses)] };
}
