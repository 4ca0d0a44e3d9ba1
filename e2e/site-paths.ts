import { readdirSync } from "node:fs";
import { join } from "node:path";

import { SITE_ROUTES as routes } from "../app/lib/site-routes";
import { listDynamicSegments, listPagePaths } from "../app/lib/site-urls";
import { content } from "./content";

/** Every URL the build publishes as a page, from the one route list that drives the prerender. */
export const PAGE_PATHS = listPagePaths(routes, listDynamicSegments(content));

/** A path no route serves: nginx answers 404 with the fallback page, which renders the site's 404 page. */
export const UNKNOWN_PATH = "/this-page-does-not-exist";

/** Every HTML file under a build folder, as paths that start with `directory`. */
export function listHtmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(directory, file));
}
