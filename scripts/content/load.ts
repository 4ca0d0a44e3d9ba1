import { fileURLToPath } from "node:url";
import type { CollectionDescriptor } from "./collection.ts";
import { type Company, companyCollection, loadCompany } from "./collections/company.ts";
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
  jobs: ReadonlyArray<Job>;
  policies: Policies;
  company: Company;
  support: Support;
};

/** Every collection's files and schema, in the order the editor lists them. */
export const COLLECTIONS: ReadonlyArray<CollectionDescriptor> = [
  siteCollection,
  jobsCollection,
  policiesCollection,
  companyCollection,
  supportCollection,
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
  const content = {
    site,
    jobs: loadJobs(files),
    policies: loadPolicies(files, site ? listSiteConditions(site) : {}),
    company: loadCompany(files),
    support: loadSupport(files),
  };
  files.problems.throwIfAny();
  return content as Content;
}
