import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { TEST_CLIENT } from "./servers";

const CLIENT_DIR = TEST_CLIENT;

/** Every URL the build publishes as a page, from the build's own sitemap (@astrojs/sitemap). */
export const PAGE_PATHS = [
  ...readFileSync(`${CLIENT_DIR}/sitemap.xml`, "utf8").matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g),
].map(([, path = "/"]) => path);

/** The files the build writes beside the pages: feeds, the sitemap, robots.txt, the help's search index. */
export const FILE_PATHS = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(xml|json|txt)$/.test(file) && !/^(admin|assets|images|\.well-known)\//.test(file))
  .map((file) => `/${file}`);

/** A path no route serves: nginx answers 404 with the fallback page, which renders the site's 404 page. */
export const UNKNOWN_PATH = "/this-page-does-not-exist";

/** Every HTML file under a build folder, as paths that start with `directory`. */
export function listHtmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(directory, file));
}
