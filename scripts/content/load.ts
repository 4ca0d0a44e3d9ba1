import { fileURLToPath } from "node:url";
import { loadSite, type SiteFile } from "./collections/site.ts";
import { ContentFiles } from "./files.ts";
import { ProblemList } from "./problems.ts";

/** The repository root, where content/ lives. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Everything in content/, validated: what the pages import as `virtual:content/<name>` (scripts/content/vite-plugin.ts)
 * and what tests read to know what the pages show. One key per collection.
 */
export type Content = {
  site: SiteFile;
};

/** Reads and checks every content file; throws a ContentError listing every problem in every file. */
export function loadContent(root: string = REPOSITORY_ROOT): Content {
  const files = new ContentFiles(root, new ProblemList());
  const content = {
    site: loadSite(files),
  };
  files.problems.throwIfAny();
  return content as Content;
}
