import { type Pages, pagesSchema } from "../../../model/schemas/pages.ts";
import type { CollectionDescriptor } from "../collection.ts";
import type { ContentFiles } from "../files.ts";

export const PAGES_FILE = "content/pages.yml";

export const pagesCollection: CollectionDescriptor = {
  name: "pages",
  label: "Home page and page descriptions",
  description: "The home page's headline, claims and sections, and the description of each page in search results.",
  files: { kind: "file", file: PAGES_FILE },
  schema: pagesSchema,
};

export function loadPages(files: ContentFiles): Pages | undefined {
  return files.problems.parse(pagesSchema, files.readYaml(PAGES_FILE), PAGES_FILE);
}
