import { existsSync, statSync } from "node:fs";
import path from "node:path";

import type { Loader } from "astro/loaders";
import { z } from "astro/zod";
import { defineCollection, type SchemaContext } from "astro:content";

import type { BlogPost } from "../model/schemas/blog.ts";
import type { Company } from "../model/schemas/company.ts";
import type { Content } from "../model/schemas/content.ts";
import type { Course, CourseDetails, RetiredCourse } from "../model/schemas/courses.ts";
import type { Faq, HelpArticlePage, HelpTopic, QuickLinkGroup } from "../model/schemas/help.ts";
import type { Instructor } from "../model/schemas/instructors.ts";
import type { Job } from "../model/schemas/jobs.ts";
import type { Pages } from "../model/schemas/pages.ts";
import type { Policy } from "../model/schemas/policies.ts";
import type { Review } from "../model/schemas/reviews.ts";
import type { Site } from "../model/schemas/site.ts";
import type { Support } from "../model/schemas/support.ts";
import type { Dictionary } from "../model/schemas/ui.ts";
import { contentRoot, forgetContentOlderThan, loadContentOnce } from "../scripts/content/load.ts";
import { readBuildEnv } from "../scripts/content/settings.ts";
import { markOriginalTexts } from "../scripts/content/translations.ts";
import { attachPhotoSources } from "./lib/photo-sources.ts";

type Entries<T> = ReadonlyArray<readonly [id: string, data: T]>;

// Every collection reads the one checked load (scripts/content/load.ts): the owner's messages name file, line and field.
// A further language's entries follow the first's, their ids under its code ("de/0000-1"): app/content-entries.ts.
function fromContent<T extends Record<string, unknown>>(
  pick: (content: Content) => Entries<T>,
  { perLanguage = true } = {},
): Loader {
  return {
    name: "content",
    load: async ({ store, parseData, watcher }) => {
      const sync = async () => {
        const { content } = loadContentOnce(readBuildEnv());
        const translations = perLanguage ? Object.entries(content.translations ?? {}) : [];
        const originals = pick(content);
        const first = content.site.languages[0] ?? "en";
        // A further language's entry (or group of one) that no translation changed says so: originalLangOf.
        const entries = [
          ...originals,
          ...translations.flatMap(([lang, translated]) =>
            markOriginalTexts(pick(translated), originals, first).map(
              ([id, data]) => [`${lang}/${id}`, data] as const,
            ),
          ),
        ];
        store.clear();
        for (const [id, data] of entries) store.set({ id, data: await parseData({ id, data }) });
      };
      await sync();
      const folder = path.join(contentRoot(readBuildEnv()), "content");
      watcher?.add(folder);
      watcher?.on("all", (_event, file) => {
        if (!file.startsWith(folder + path.sep)) return;
        forgetContentOlderThan(existsSync(file) ? statSync(file).mtimeMs : Date.now());
        sync().catch((error: unknown) => console.error(error));
      });
    },
  };
}

/**
 * A collection's schema: its data is checked by the one load; a photo's file goes through the content layer's
 * `image()`, so that a page gets Astro's image metadata to resize (app/lib/photos.ts, decision 0072).
 */
function withPhotos<T>() {
  return ({ image }: SchemaContext) =>
    z
      .custom<T>()
      .transform(async (data) => (await attachPhotoSources(data, (file) => image().parseAsync(file))) as T);
}

// getCollection lists entries by id: a padded position keeps the files' order (newest post first, courses by id).
function inOrder<T>(list: ReadonlyArray<T>, name: (item: T) => string = () => ""): Entries<T> {
  return list.map((item, index) => [
    [String(index).padStart(4, "0"), name(item)].filter(Boolean).join("-"),
    item,
  ]);
}

export const collections = {
  courses: defineCollection({
    loader: fromContent(({ courses }) => inOrder(courses, (course) => course.id)),
    schema: withPhotos<Course>(),
  }),
  courseDetails: defineCollection({
    loader: fromContent(({ courseDetails }) => Object.entries(courseDetails)),
    schema: withPhotos<CourseDetails>(),
  }),
  // One entry holding the list: Astro warns about an empty collection, and most catalogues retire nothing.
  retiredCourses: defineCollection({
    loader: fromContent(({ retiredCourses }) => [["retiredCourses", { courses: retiredCourses }]]),
    schema: withPhotos<{ courses: ReadonlyArray<RetiredCourse> }>(),
  }),
  // One entry holding the list, as retiredCourses: most sites start with no reviews.
  reviews: defineCollection({
    loader: fromContent(({ reviews }) => [["reviews", { reviews }]]),
    schema: withPhotos<{ reviews: ReadonlyArray<Review> }>(),
  }),
  instructors: defineCollection({
    loader: fromContent(({ instructors }) => inOrder(instructors)),
    schema: withPhotos<Instructor>(),
  }),
  blog: defineCollection({
    loader: fromContent(({ blog }) => inOrder(blog, (post) => post.slug)),
    schema: withPhotos<BlogPost>(),
  }),
  helpArticles: defineCollection({
    loader: fromContent(({ helpArticles }) => inOrder(helpArticles, (article) => article.slug)),
    schema: withPhotos<HelpArticlePage>(),
  }),
  helpTopics: defineCollection({
    loader: fromContent(({ help }) => inOrder(help.topics)),
    schema: withPhotos<HelpTopic>(),
  }),
  faqs: defineCollection({
    loader: fromContent(({ help }) => inOrder(help.faqs)),
    schema: withPhotos<Faq>(),
  }),
  quickLinks: defineCollection({
    loader: fromContent(({ help }) => inOrder(help.quickLinks)),
    schema: withPhotos<QuickLinkGroup>(),
  }),
  jobs: defineCollection({
    loader: fromContent(({ jobs }) => inOrder(jobs, (job) => job.id)),
    schema: withPhotos<Job>(),
  }),
  policies: defineCollection({
    loader: fromContent(({ policies }) =>
      inOrder(
        policies.menu.map(({ type }) => policies.pages[type]),
        (policy) => policy.type,
      ),
    ),
    schema: withPhotos<Policy>(),
  }),
  company: defineCollection({
    loader: fromContent(({ company }) => [["company", company]]),
    schema: withPhotos<Company>(),
  }),
  support: defineCollection({
    loader: fromContent(({ support }) => [["support", support]]),
    schema: withPhotos<Support>(),
  }),
  // One entry per dictionary (content/ui/<lang>.yml), by language code: a page reads its own language's.
  ui: defineCollection({
    loader: fromContent(({ ui }) => Object.entries(ui), { perLanguage: false }),
    schema: withPhotos<Dictionary>(),
  }),
  // One entry (never empty, as retiredCourses): by further language, the originals it has a translation of, and
  // each course's file, by which a page knows whether its course is translated.
  translations: defineCollection({
    loader: fromContent(
      ({ translations = {}, courseFiles }) => [
        [
          "translations",
          {
            files: Object.fromEntries(
              Object.entries(translations).map(([lang, { translatedFiles }]) => [lang, translatedFiles]),
            ),
            courseFiles,
          },
        ],
      ],
      { perLanguage: false },
    ),
    schema: withPhotos<{
      files: Readonly<Record<string, ReadonlyArray<string>>>;
      courseFiles: Readonly<Record<string, string>>;
    }>(),
  }),
  pages: defineCollection({
    loader: fromContent(({ pages }) => [["pages", pages]]),
    schema: withPhotos<Pages>(),
  }),
  // content/site.yml's promises in each language (de/site.yml's translation over them): a page quotes its own
  // language's, never the first language's virtual:site-config on a further language's page.
  promises: defineCollection({
    loader: fromContent(({ site }) => [["promises", site.promises]]),
    schema: withPhotos<Site["promises"]>(),
  }),
};
