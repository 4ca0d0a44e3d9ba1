import type { z } from "zod";

import { type ContentFiles, slugOf } from "./files.ts";

/** A page's address in a folder collection: lowercase letters and digits, words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One Markdown file of a folder collection, its front matter checked. */
export type FolderEntry<Data> = { file: string; slug: string; data: Data; body: string };

/**
 * The Markdown files of a folder in which each file is a page at `{address}{file name}` (content/blog/ → /blog/):
 * each file's front matter checked against `schema`, and its name, which is the page's address, checked too.
 * A file with a problem is left out; the problem is recorded.
 */
export function readMarkdownFolder<Schema extends z.ZodType>(
  files: ContentFiles,
  folder: string,
  schema: Schema,
  { address, example }: { address: string; example: string },
): FolderEntry<z.output<Schema>>[] {
  return files.list(folder, ".md").flatMap((file) => {
    const slug = slugOf(file);
    if (!SLUG.test(slug)) {
      files.problems.add({
        file,
        message: `the file name is the page's address (${address}${slug}): use lowercase letters, digits and hyphens only, such as ${example}`,
      });
    }
    const markdown = files.readMarkdown(file);
    const data = markdown && files.problems.parse(schema, markdown.data, file);
    return data && markdown ? [{ file, slug, data, body: markdown.body }] : [];
  });
}
