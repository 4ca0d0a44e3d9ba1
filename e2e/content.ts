import { loadContent } from "../scripts/content/load.ts";

/** The tests' own content (test/fixtures/content: "content/" in the specs' comments), as the build reads it. */
export const content = loadContent();

/** The fixture's English interface texts (ui/en.yml), as the pages read them. */
export const englishTexts =
  content.ui.en ??
  (() => {
    throw new Error("test/fixtures/content/ui/en.yml gave no dictionary");
  })();
