import { loadContent } from "../scripts/content/load.ts";

/**
 * The tests' own content (test/fixtures/content: "content/" in the specs' comments) as the build reads it: what the
 * tests expect the pages to show. playwright.config.ts points CONTENT_ROOT at the fixture before anything loads.
 */
export const content = loadContent();
