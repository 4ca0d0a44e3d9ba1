import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { contentLanguage } from "../../model/dates.ts";
import type { Content } from "../../model/schemas/content.ts";
import { readToday } from "../../model/selling.ts";
import { recolourMap } from "./brand-palette.ts";
import type { CollectionDescriptor } from "./collection.ts";
import { blogCollection, loadBlog } from "./collections/blog.ts";
import { brandCollection, loadBrand } from "./collections/brand.ts";
import { companyCollection, loadCompany } from "./collections/company.ts";
import { coursesCollection, loadCourses } from "./collections/courses.ts";
import {
  helpArticlesCollection,
  helpCollection,
  listCoursePlaceholders,
  loadHelp,
} from "./collections/help.ts";
import { instructorsCollection, loadInstructors } from "./collections/instructors.ts";
import { listInstructorPlaceholders } from "./collections/instructors.ts";
import { type ClosedJob, describeClosedJob, jobsCollection, loadJobs } from "./collections/jobs.ts";
import { loadPages, pagesCollection } from "./collections/pages.ts";
import { loadPolicies, policiesCollection } from "./collections/policies.ts";
import { loadReviews, reviewsCollection } from "./collections/reviews.ts";
import {
  listSiteConditions,
  listSitePlaceholders,
  loadSite,
  siteCollection,
} from "./collections/site.ts";
import { loadSupport, supportCollection } from "./collections/support.ts";
import { loadUi } from "./collections/ui.ts";
import { readCache, writeCache } from "./content-cache.ts";
import { listCountPlaceholders } from "./counts.ts";
import { findTypedTitles, scanCourseReferences } from "./course-references.ts";
import { listFileDates } from "./file-dates.ts";
import { ContentFiles, listSymlinks } from "./files.ts";
import { ContentImages } from "./images.ts";
import { formatProblem, ProblemList } from "./problems.ts";
import { checkPublicFiles } from "./public-files.ts";
import { listStrayTranslations, TranslatableSchemas, TranslatedFiles } from "./translations.ts";

// Node's path functions, not `new URL`: in a unit test's jsdom environment the global URL is jsdom's.
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const COLLECTIONS: ReadonlyArray<CollectionDescriptor> = [
  siteCollection,
  brandCollection,
  pagesCollection,
  coursesCollection,
  reviewsCollection,
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

export function buildDay(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** Throws a ContentError listing every problem in every file. */
export function loadContent(
  root: string = contentRoot(),
  env: Env = process.env,
  images = new ContentImages(root),
  today?: string,
): Content {
  const problems = new ProblemList();
  const originals = new ContentFiles(root, problems, images);
  const content = readCollections(originals, env, today);
  for (const link of listSymlinks(root, ["content", "public"]))
    problems.add({
      file: link,
      message: "is a symbolic link: the build publishes files, not links; put the file itself here",
    });
  const publicFiles = checkPublicFiles(root);
  for (const problem of publicFiles.problems) problems.add(problem);
  content.warnings.push(...publicFiles.warnings.map(formatProblem));
  problems.throwIfAny();
  // Each further language reads the same files with its translations over them, once the originals are sound.
  const further = content.site.languages.slice(1);
  if (further.length === 0) return content;
  const schemas = new TranslatableSchemas(COLLECTIONS);
  for (const problem of listStrayTranslations(root, further, schemas)) problems.add(problem);
  const translations = Object.fromEntries(
    further.map((lang) => {
      const files = new TranslatedFiles(root, problems, images, lang, schemas, {
        placeholders: originals.placeholders,
        courseReferences: originals.courseReferences,
      });
      const translated = readCollections(files, env, today);
      return [lang, { ...translated, translatedFiles: [...files.translated].sort() }];
    }),
  );
  problems.throwIfAny();
  return { ...content, translations };
}

/** Every collection read through `files`: the first language's files, or a further language's translated ones. */
function readCollections(files: ContentFiles, env: Env, today: string | undefined): Content & { warnings: string[] } {
  const { root, images } = files;
  const site = loadSite(files, env, files instanceof TranslatedFiles ? files.lang : undefined);
  // The tests' process sets SITE_TODAY (test/fixture-env.mjs) also for loads given no environment of their own.
  const day = today ?? readToday({ SITE_TODAY: env.SITE_TODAY ?? process.env.SITE_TODAY }, site?.timeZone);
  // Order matters: a later file may quote the settings, texts, courses and instructors loaded before it.
  if (site) files.placeholders = listSitePlaceholders(site);
  else files.checkPlaceholders = false;
  const ui = loadUi(files, site);
  // A further language's texts quote counts and lists in its words, and name a course by its title in that language.
  const lang = files instanceof TranslatedFiles ? files.lang : contentLanguage(site);
  files.textLang = lang;
  files.courseReferences = scanCourseReferences(
    root,
    site?.currency,
    lang,
    ui[lang],
    files instanceof TranslatedFiles ? lang : undefined,
  );
  // The brand first: the site's own drawings that later files name are served in its colours.
  const brand = loadBrand(files);
  if (brand) images.recolour = recolourMap(brand);
  const instructors = loadInstructors(files, site);
  if (instructors) files.placeholders = { ...files.placeholders, ...listInstructorPlaceholders(instructors, files.textLang) };
  else files.checkPlaceholders = false;
  const catalogue = loadCourses(files, site, instructors, { reviews: loadReviews(files), today: day });
  const dictionary = ui[lang];
  // Without its dictionary (a problem reported by loadUi) the list cannot be worded.
  if (catalogue && dictionary && site)
    files.placeholders = {
      ...files.placeholders,
      ...listCoursePlaceholders(catalogue.courses, files.textLang, dictionary, site.currency),
    };
  // A broken catalogue is reported once, not again by every text that quotes it.
  else files.checkPlaceholders = false;
  const { jobs, closedJobs } = loadJobs(files, day);
  files.placeholders = { ...files.placeholders, ...listCountPlaceholders("jobs", jobs.length, files.textLang) };
  const blog = loadBlog(files);
  const help = loadHelp(files);
  const company = loadCompany(files);
  const support = loadSupport(files);
  const pages = loadPages(files);
  const content = {
    site,
    brand,
    ...catalogue,
    instructors,
    blog,
    ...help,
    jobs,
    warnings: [
      ...closedJobs.map((job: ClosedJob) => describeClosedJob(job)),
      ...files.warnings,
      ...findTypedTitles(readTexts(files), files.courseReferences),
      ...images.listWarnings(),
    ],
    // With a broken content/site.yml, its problems are reported and the policies' conditions are not judged.
    policies: site ? loadPolicies(files, listSiteConditions(site), contentLanguage(site)) : undefined,
    company,
    support,
    pages,
    ui,
    fileDates: listFileDates(root),
  };
  return content as Content & { warnings: string[] };
}

function readTexts(files: ContentFiles) {
  const folders = ["content", ...COLLECTIONS.flatMap(({ files: kind }) => (kind.kind === "folder" ? [kind.folder] : []))];
  return folders.flatMap((folder) =>
    [...files.list(folder, ".md"), ...files.list(folder, ".yml")]
      .filter((file) => file !== "content/README.md")
      .map((file) => ({ file, text: readFileSync(path.resolve(files.root, file), "utf8") })),
  );
}

export function contentRoot(env: Env = process.env) {
  const root = env.CONTENT_ROOT?.trim();
  return root ? path.resolve(root) : REPOSITORY_ROOT;
}

export function loadContentOnce(env: Env = process.env): { content: Content; images: ContentImages } {
  const root = contentRoot(env);
  const settings = Object.entries(env).filter(([name, value]) => name.startsWith("SITE_") && value !== undefined);
  const key = JSON.stringify([root, buildDay(), settings.sort(([a], [b]) => a.localeCompare(b))]);
  let loaded = readCache();
  if (loaded?.key !== key) {
    const images = new ContentImages(root);
    loaded = { key, loadedAt: Date.now(), images };
    try {
      loaded.content = loadContent(root, env, images);
    } catch (error) {
      loaded.error = error;
    }
    writeCache(loaded);
  }
  if (!loaded.content) throw loaded.error;
  return { content: loaded.content, images: loaded.images };
}

export function forgetContentOlderThan(changedAt: number) {
  const loaded = readCache();
  if (loaded && loaded.loadedAt <= changedAt) writeCache(undefined);
}
