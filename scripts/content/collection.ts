import type { z } from "zod";

/**
 * Where a collection's files live and what each holds: the contract between the build's loader
 * (scripts/content/load.ts) and the browser editor's generated configuration (/admin), so that both describe
 * the same files with the same schema.
 */
export type CollectionDescriptor = {
  /** The key in `Content`. */
  name: string;
  /** What the owner calls it in the editor: "Courses", "Blog posts". */
  label: string;
  /** One line for the owner: what the files are for. */
  description: string;
  files:
    | {
        /** One Markdown file per item, named {slug}.md: front matter described by `schema`, body is `body`. */
        kind: "folder";
        folder: string;
        /** What the Markdown body of each file is, in the owner's words ("The course's long description"). */
        body: string;
      }
    | {
        /** One YAML file described by `schema`. */
        kind: "file";
        file: string;
      };
  /** The schema of one file's data (a Markdown file's front matter). */
  schema: z.ZodType;
};
