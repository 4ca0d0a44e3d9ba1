import { type CollectionEntry, getCollection, getEntry } from "astro:content";
import { site } from "virtual:site-config";

import { writePricesIn } from "../model/course-format";
import { formatCalendarDate } from "../model/dates";
import { inEachLanguage, languagePrefix, prefixPath } from "../model/languages";
import type { Course } from "../model/schemas/courses";
import type { Policy } from "../model/schemas/policies";
import { type Texts, translator } from "../model/ui-texts";

type SingleFile = "company" | "support" | "pages" | "retiredCourses" | "reviews";

/** A collection of one entry: a file (content/company.yml, support.yml, pages.yml) or the retired courses' list. */
export async function readSingleFile<C extends SingleFile>(
  collection: C,
): Promise<CollectionEntry<C>["data"]> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`the ${collection} collection has no entry`);
  return entry.data;
}

/** The lead instructor, the first of content/instructors.yml (its schema wants at least one). */
export async function readLeadInstructor() {
  const [lead] = await getCollection("instructors");
  if (!lead) throw new Error("content/instructors.yml gave no instructor");
  return lead.data;
}

/** The instructor of content/instructors.yml with this name (a post's author), or undefined for a guest author. */
export async function readInstructorNamed(name: string) {
  return (await getCollection("instructors")).find(({ data }) => data.name === name)?.data;
}

/**
 * The catalogue in id order (content/courses/); its loader wants at least one course. The prices are stored in the
 * site's first language: a page of a further language gets them written in its own.
 */
export async function readCourses(lang: string = site.languages[0] ?? "en") {
  const [first, ...rest] = (await getCollection("courses")).map(({ data }) => courseInLanguage(data, lang));
  if (!first) throw new Error("content/courses/ gave no course");
  return [first, ...rest] as const;
}

/** A policy with its "last updated" date written in `lang` (as stored for the site's first language). */
export function policyInLanguage<P extends Policy>(policy: P, lang: string = site.languages[0] ?? "en") {
  if (lang === site.languages[0]) return policy;
  return { ...policy, lastUpdatedText: formatCalendarDate(policy.lastUpdated, lang) };
}

/** A course with its prices written in `lang` (as stored for the site's first language). */
export function courseInLanguage<C extends Course>(course: C, lang: string = site.languages[0] ?? "en") {
  return lang === site.languages[0] ? course : writePricesIn(course, site.currency, lang);
}

/**
 * The interface's texts in a language (content/ui/<lang>.yml), by default the site's first: what a page passes
 * down; a further language's carry its pages' prefix (`/de`), with which the components write their links, and
 * the language of the owner's content (`contentLang`), which they set on its blocks.
 */
export async function readTexts(lang: string = site.languages[0] ?? "en"): Promise<Texts> {
  const entry = await getEntry("ui", lang);
  if (!entry) throw new Error(`content/ui/${lang}.yml gave no dictionary`);
  const prefix = languagePrefix(site.languages, lang);
  return prefix ? { ...entry.data, prefix, contentLang: site.languages[0] } : entry.data;
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
