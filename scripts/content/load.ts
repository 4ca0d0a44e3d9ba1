import path from "node:path";
import { fileURLToPath } from "node:url";
import { courses } from "../../app/content/courses.ts";
import type { CollectionDescriptor } from "./collection.ts";
import { blogCollection, type BlogPost, loadBlog } from "./collections/blog.ts";
import {
  type Help,
  helpArticlesCollection,
  type HelpArticlePage,
  helpCollection,
  listCoursePlaceholders,
  loadHelp,
} from "./collections/help.ts";
import { listSitePlaceholders, loadSite, type Site, siteCollection } from "./collections/site.ts";
import { ContentFiles } from "./files.ts";
import { ProblemList } from "./problems.ts";

/** The repository root, where content/ lives. */
// Node's path functions, not `new URL`: in a unit test's jsdom environment the global URL is jsdom's.
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Everything in content/, validated: what the pages import as `virtual:content/<name>` (scripts/content/vite-plugin.ts)
 * and what tests read to know what the pages show. One key per collection.
 */
export type Content = {
  site: Site;
  blog: ReadonlyArray<BlogPost>;
  help: Help;
  helpArticles: ReadonlyArray<HelpArticlePage>;
};

/** Every collection's files and schema, in the order the editor lists them. */
export const COLLECTIONS: ReadonlyArray<CollectionDescriptor> = [
  siteCollection,
  blogCollection,
  helpCollection,
  helpArticlesCollection,
];

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks every content file; throws a ContentError listing every problem in every file. `env` supplies
 * the SITE_* overrides of content/site.yml (the build passes Vite's, which include .env files).
 */
export function loadContent(root: string = contentRoot(), env: Env = process.env): Content {
  const files = new ContentFiles(root, new ProblemList());
  const site = loadSite(files, env);
  // Every later file may quote the site's settings and promises: {site.email}, {promises.replyTime}.
  if (site) files.placeholders = listSitePlaceholders(site);
  else files.checkPlaceholders = false;
  // The help articles quote the catalogue: {courses.count}, {courses.list}.
  files.placeholders = { ...files.placeholders, ...listCoursePlaceholders(courses) };
  const content = {
    site,
    blog: loadBlog(files),
    ...loadHelp(files),
  };
  files.problems.throwIfAny();
  return content as Content;
}

/**
 * The folder whose content/ and public/ the build reads: the repository, or CONTENT_ROOT when set (a folder laid out
 * like it, such as the copy the editor's browser test saves into).
 */
export function contentRoot(env: Env = process.env) {
  const root = env.CONTENT_ROOT?.trim();
  return root ? path.resolve(root) : REPOSITORY_ROOT;
}
