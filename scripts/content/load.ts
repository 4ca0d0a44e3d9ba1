import path from "node:path";
import { fileURLToPath } from "node:url";

import type { CollectionDescriptor } from "./collection.ts";
import { blogCollection, type BlogPost, loadBlog } from "./collections/blog.ts";
import { type Company, companyCollection, loadCompany } from "./collections/company.ts";
import { type Course, type CourseDetails, coursesCollection, loadCourses } from "./collections/courses.ts";
import {
  type Help,
  type HelpArticlePage,
  helpArticlesCollection,
  helpCollection,
  listCoursePlaceholders,
  loadHelp,
} from "./collections/help.ts";
import { type Instructors, instructorsCollection, loadInstructors } from "./collections/instructors.ts";
import { type Job, jobsCollection, loadJobs } from "./collections/jobs.ts";
import { loadPolicies, type Policies, policiesCollection } from "./collections/policies.ts";
import {
  listSiteConditions,
  listSitePlaceholders,
  loadSite,
  type Site,
  siteCollection,
} from "./collections/site.ts";
import { loadSupport, type Support, supportCollection } from "./collections/support.ts";
import { ContentFiles, listSymlinks } from "./files.ts";
import { ArticleImages } from "./images.ts";
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
  jobs: ReadonlyArray<Job>;
  policies: Policies;
  company: Company;
  support: Support;
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
  blogCollection,
  helpCollection,
  helpArticlesCollection,
  jobsCollection,
  policiesCollection,
  companyCollection,
  supportCollection,
];

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks every content file; throws a ContentError listing every problem in every file. `env` supplies
 * the SITE_* overrides of content/site.yml (the build passes Vite's, which include .env files); `images` collects
 * the resized copies the Markdown texts' photos are served as, which the build then writes.
 */
export function loadContent(
  root: string = contentRoot(),
  env: Env = process.env,
  images = new ArticleImages(root),
): Content {
  const files = new ContentFiles(root, new ProblemList(), images);
  const site = loadSite(files, env);
  // Every later file may quote the site's settings and promises: {site.email}, {promises.replyTime}.
  if (site) files.placeholders = listSitePlaceholders(site);
  else files.checkPlaceholders = false;
  const instructors = loadInstructors(files, site);
  const catalogue = loadCourses(files, site, instructors);
  // The help articles quote the catalogue: {courses.count}, {courses.list}.
  if (catalogue) files.placeholders = { ...files.placeholders, ...listCoursePlaceholders(catalogue.courses) };
  // A broken catalogue is reported once, not again by every text that quotes it.
  else files.checkPlaceholders = false;
  const content = {
    site,
    ...catalogue,
    instructors,
    blog: loadBlog(files),
    ...loadHelp(files),
    jobs: loadJobs(files),
    // With a broken content/site.yml, its problems are reported and the policies' conditions are not judged.
    policies: site ? loadPolicies(files, listSiteConditions(site)) : undefined,
    company: loadCompany(files),
    support: loadSupport(files),
  };
  for (const link of listSymlinks(root, ["content", "public"]))
    files.problems.add({
      file: link,
      message: "is a symbolic link: the build publishes files, not links; put the file itself here",
    });
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
