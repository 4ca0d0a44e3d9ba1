import { type CollectionEntry, getCollection, getEntry } from "astro:content";
import { site } from "virtual:site-config";

import type { Texts } from "../model/ui-texts";

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

/** The catalogue in id order (content/courses/); its loader wants at least one course. */
export async function readCourses() {
  const [first, ...rest] = (await getCollection("courses")).map(({ data }) => data);
  if (!first) throw new Error("content/courses/ gave no course");
  return [first, ...rest] as const;
}

/** The interface's texts in a language (content/ui/<lang>.yml), by default the site's first: what a page passes down. */
export async function readTexts(lang: string = site.languages[0] ?? "en"): Promise<Texts> {
  const entry = await getEntry("ui", lang);
  if (!entry) throw new Error(`content/ui/${lang}.yml gave no dictionary`);
  return entry.data;
}
