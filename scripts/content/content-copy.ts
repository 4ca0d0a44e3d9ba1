import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { contentRoot } from "./load.ts";

// Tests that change content work on a copy of everything the build reads from a content root: the owner's files
// and public/ (the pictures a post names, issue 34). One helper, so that a new folder the build reads is copied by
// every test at once.

/** The folder of a content root that holds the owner's Markdown and YAML files. */
export const CONTENT_FOLDER = "content";

/** The folders of a content root (the repository, or CONTENT_ROOT) that the build reads. */
export const CONTENT_ROOT_FOLDERS = [CONTENT_FOLDER, "public"] as const;

/**
 * Copies the content root `from` (CONTENT_ROOT's, else the repository's) into `target`, leaving out `skip`
 * (paths relative to the root, such as "content/blog", which the test writes itself) and any file `keep` refuses.
 */
export function copyContentRoot(
  target: string,
  {
    from = contentRoot(),
    skip = [] as string[],
    keep = (_source: string) => true,
  }: { from?: string; skip?: string[]; keep?: (source: string) => boolean } = {},
) {
  const left = skip.map((relative) => path.join(from, relative));
  for (const folder of CONTENT_ROOT_FOLDERS) {
    cpSync(path.join(from, folder), path.join(target, folder), {
      recursive: true,
      filter: (source) => !left.some((own) => source === own || source.startsWith(own + path.sep)) && keep(source),
    });
  }
  return target;
}

/** A copy of the content root in a new temporary folder, and the function that removes it. */
export function makeContentCopy(prefix = "content-", options: Parameters<typeof copyContentRoot>[1] = {}) {
  const root = copyContentRoot(mkdtempSync(path.join(tmpdir(), prefix)), options);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
