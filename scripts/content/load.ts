import { fileURLToPath } from "node:url";
import type { CollectionDescriptor } from "./collection.ts";
import { type Course, type CourseDetails, coursesCollection, loadCourses } from "./collections/courses.ts";
import { type Instructors, instructorsCollection, loadInstructors } from "./collections/instructors.ts";
import { listSitePlaceholders, loadSite, type Site, siteCollection } from "./collections/site.ts";
import { ContentFiles } from "./files.ts";
import { ProblemList } from "./problems.ts";

/** The repository root, where content/ lives. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Everything in content/, validated: what the pages import as `virtual:content/<name>` (scripts/content/vite-plugin.ts)
 * and what tests read to know what the pages show. One key per collection.
 */
export type Content = {
  site: Site;
  /** The catalogue, by id (content/courses/*.md): what cards, course headers and purchase pages show. */
  courses: readonly [Course, ...Course[]];
  /** Curriculum, requirements, audience, FAQ and instructor of each course, by id: only its page loads them. */
  courseDetails: Readonly<Record<string, CourseDetails>>;
  /** content/instructors.yml; the first is the lead instructor. */
  instructors: Instructors;
};

/** Every collection's files and schema, in the order the editor lists them. */
export const COLLECTIONS: ReadonlyArray<CollectionDescriptor> = [
  siteCollection,
  coursesCollection,
  instructorsCollection,
];

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks every content file; throws a ContentError listing every problem in every file. `env` supplies
 * the SITE_* overrides of content/site.yml (the build passes Vite's, which include .env files).
 */
export function loadContent(root: string = REPOSITORY_ROOT, env: Env = process.env): Content {
  const files = new ContentFiles(root, new ProblemList());
  const site = loadSite(files, env);
  // Every later file may quote the site's settings and promises: {site.email}, {promises.replyTime}.
  if (site) files.placeholders = listSitePlaceholders(site);
  const instructors = loadInstructors(files, site);
  const catalogue = loadCourses(files, site, instructors);
  const content = {
    site,
    ...catalogue,
    instructors,
  };
  files.problems.throwIfAny();
  return content as Content;
}
