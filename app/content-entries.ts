import { type CollectionEntry, type DataEntryMap, getCollection, getEntry } from "astro:content";
import { site } from "virtual:site-config";

import { writePricesIn } from "../model/course-format";
import { formatCalendarDate } from "../model/dates";
import { inEachLanguage, languagePrefix, originalLangOf, prefixPath } from "../model/languages";
import type { Course, RetiredCourse } from "../model/schemas/courses";
import type { Policy } from "../model/schemas/policies";
import { type Texts, translator } from "../model/ui-texts";
import { showPhotos } from "./lib/photos";

type SingleFile = "company" | "support" | "pages" | "promises" | "retiredCourses" | "reviews";
type Translatable = Exclude<keyof DataEntryMap, "ui" | "translations">;

const FIRST = site.languages[0] ?? "en";

/** A further language's entries have ids under its code ("de/0000-1"; app/content.config.ts). */
function languageOf(id: string) {
  const slash = id.indexOf("/");
  return slash < 0 ? FIRST : id.slice(0, slash);
}

/** A collection's entries in `lang`: the first language's files, or a further one's with their translations. */
export async function readCollection<C extends Translatable>(collection: C, lang: string = FIRST) {
  const entries = await getCollection(collection);
  return Promise.all(
    entries
      .filter(({ id }) => languageOf(id) === lang)
      .map(({ data }) => showPhotos(data as CollectionEntry<C>["data"])),
  );
}

/** The entry `id` of a collection in `lang` (a course's details by its id). */
export async function readEntry<C extends Translatable>(collection: C, id: string, lang: string = FIRST) {
  const entry = await getEntry(collection, lang === FIRST ? id : `${lang}/${id}`);
  return entry && showPhotos(entry.data as CollectionEntry<C>["data"]);
}

/** A collection of one entry: a file (content/company.yml, support.yml, pages.yml) or the retired courses' list. */
export async function readSingleFile<C extends SingleFile>(
  collection: C,
  lang: string = FIRST,
): Promise<CollectionEntry<C>["data"]> {
  const [entry] = await readCollection(collection, lang);
  if (!entry) throw new Error(`the ${collection} collection has no entry`);
  return entry;
}

/** content/site.yml's promises in `lang`, translated by de/site.yml where it does: what a page passes down. */
export function readPromises(lang: string = FIRST) {
  return readSingleFile("promises", lang);
}

/**
 * A retired course (an entry of the first language's list) in `lang`: its title as that language's list has it,
 * with the title's language while the list is still the original's (originalLangOf).
 */
export async function readRetiredCourse(retired: RetiredCourse, lang: string = FIRST) {
  const list = await readSingleFile("retiredCourses", lang);
  const course = list.courses.find(({ id }) => id === retired.id) ?? retired;
  const original = originalLangOf(list, "courses");
  return original ? { ...course, lang: original } : course;
}

/** The lead instructor, the first of content/instructors.yml (its schema wants at least one). */
export async function readLeadInstructor(lang: string = FIRST) {
  const [lead] = await readCollection("instructors", lang);
  if (!lead) throw new Error("content/instructors.yml gave no instructor");
  return lead;
}

/** The instructor of content/instructors.yml with this name (a post's author), or undefined for a guest author. */
export async function readInstructorNamed(name: string, lang: string = FIRST) {
  return (await readCollection("instructors", lang)).find((instructor) => instructor.name === name);
}

/**
 * The catalogue in id order (content/courses/); its loader wants at least one course. The prices are stored in the
 * site's first language: a page of a further language gets them written in its own.
 */
export async function readCourses(lang: string = FIRST) {
  const [first, ...rest] = (await readCollection("courses", lang)).map((course) =>
    courseInLanguage(course, lang),
  );
  if (!first) throw new Error("content/courses/ gave no course");
  return [first, ...rest] as const;
}

/** A policy with its "last updated" date written in `lang` (as stored for the site's first language). */
export function policyInLanguage<P extends Policy>(policy: P, lang: string = FIRST) {
  if (lang === site.languages[0]) return policy;
  return { ...policy, lastUpdatedText: formatCalendarDate(policy.lastUpdated, lang) };
}

/** A course with its prices written in `lang` (as stored for the site's first language). */
export function courseInLanguage<C extends Course>(course: C, lang: string = FIRST) {
  return lang === site.languages[0] ? course : writePricesIn(course, site.currency, lang);
}

/**
 * The interface's texts in a language (content/ui/<lang>.yml), by default the site's first: what a page passes
 * down; a further language's carry its pages' prefix (`/de`), with which the components write their links, and
 * the language of the owner's content (`contentLang`), which they set on its blocks.
 */
export async function readTexts(lang: string = FIRST): Promise<Texts> {
  const entry = await getEntry("ui", lang);
  if (!entry) throw new Error(`content/ui/${lang}.yml gave no dictionary`);
  const prefix = languagePrefix(site.languages, lang);
  return prefix ? { ...entry.data, prefix, contentLang: FIRST } : entry.data;
}

/**
 * The texts of a page whose main block is the owner's file `file` (content/blog/x.md): on a further language's page
 * without `contentLang` when the file has a translation, so that its block is marked the page's language, not the
 * original's, and carries no "not yet translated" note.
 */
export async function readTextsFor(lang: string, file: string | { course: string }): Promise<Texts> {
  const texts = await readTexts(lang);
  if (!texts.contentLang) return texts;
  const [entry] = await getCollection("translations");
  const path = typeof file === "string" ? file : entry?.data.courseFiles[file.course];
  if (!path || !entry?.data.files[lang]?.includes(path)) return texts;
  const { contentLang: _original, ...translated } = texts;
  return translated;
}

/** A `[...lang]` page's paths in every language of the site (content/site.yml `languages:`), each with its `lang`. */
export function pathsInEachLanguage<Params extends Record<string, string>, Props>(
  paths: ReadonlyArray<{ params: Params; props?: Props }> = [{ params: {} as Params }],
) {
  return inEachLanguage(site.languages, paths);
}

/**
 * The page at `path` (as the first language has it) in the site's languages other than `lang`, each named in its
 * own language (`language.name` of its dictionary): the header's language switch. None on a one-language site.
 */
export async function listLanguageLinks(path: string, lang: string) {
  const others = site.languages.filter((code) => code !== lang);
  return Promise.all(
    others.map(async (code) => ({
      lang: code,
      name: translator(await readTexts(code))("language.name"),
      href: prefixPath(languagePrefix(site.languages, code), path),
    })),
  );
}
