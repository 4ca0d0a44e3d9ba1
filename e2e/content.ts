import { loadContent } from "../scripts/content/load.ts";

/** The content files as the build reads them: what the tests expect the pages to show. */
export const content = loadContent();
