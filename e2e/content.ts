import { loadContent } from "../scripts/content/load.ts";

/** The tests' own content (test/fixtures/content: "content/" in the specs' comments), as the build reads it. */
export const content = loadContent();
