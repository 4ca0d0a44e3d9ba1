import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "yaml";

import { formatPrice, parseWeeks } from "../../model/course-format.ts";
import { type KeysIn, type Texts, translator } from "../../model/ui-texts.ts";
import { toCountWord } from "../../model/words.ts";

/** Read before the files are checked, so that any text (a course's own FAQ included) can name any course. */
export type CourseReference = {
  slug: string;
  url: string;
  title: string;
  shortTitle: string;
  price: string;
  duration: string;
  weeks: string;
  weeklyHours: string;
  retired: boolean;
};

export const COURSE_REFERENCES_FOLDER = "content/courses";

const REFERENCE = /(\[)?\{course:([^{}.\s]*)(?:\.([^{}\s]*))?\}(\](?!\())?/g;

const PROPERTIES = ["title", "shortTitle", "url", "price", "duration", "weeks", "weeklyHours"] as const;

const OWN = /\{course\.([a-zA-Z]+)\}/g;

export type ReferenceTexts = Texts<KeysIn<"course">>;

/** `null` for a file whose front matter cannot be read: it exists, and its own problem is reported when loaded. */
export function scanCourseReferences(
  root: string,
  currency: string | undefined,
  lang: string,
  texts?: ReferenceTexts,
  further?: string,
): ReadonlyMap<string, CourseReference | null> {
  const folder = path.join(root, COURSE_REFERENCES_FOLDER);
  const references = new Map<string, CourseReference | null>();
  if (!existsSync(folder)) return references;
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith(".md") || name.startsWith(".")) continue;
    const slug = name.slice(0, -".md".length);
    const reference = readReference(path.join(folder, name), slug, currency, lang, texts);
    references.set(slug, reference && further ? inFurtherLanguage(reference, root, further) : reference);
  }
  return references;
}

/**
 * A course named in a further language's text (content/{code}/…): its title and short title those of its
 * translation (content/{code}/courses/{slug}.md) where it has them, its address the language's page.
 */
function inFurtherLanguage(reference: CourseReference, root: string, lang: string): CourseReference {
  const url = `/${lang}${reference.url}`;
  const file = path.join(root, "content", lang, "courses", `${reference.slug}.md`);
  if (!existsSync(file)) return { ...reference, url };
  try {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
    const data: unknown = frontMatter ? parse(frontMatter[1] ?? "") : undefined;
    const { title, shortTitle } = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
    const translated = typeof title === "string" && title.trim() ? title : reference.title;
    return {
      ...reference,
      url,
      title: translated,
      shortTitle:
        typeof shortTitle === "string" && shortTitle.trim()
          ? shortTitle
          : typeof title === "string" && title.trim()
            ? translated
            : reference.shortTitle,
    };
  } catch {
    return { ...reference, url };
  }
}

function readReference(
  file: string,
  slug: string,
  currency: string | undefined,
  lang: string,
  texts: ReferenceTexts | undefined,
): CourseReference | null {
  try {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
    const data: unknown = frontMatter ? parse(frontMatter[1] ?? "") : undefined;
    if (!data || typeof data !== "object") return null;
    const { id, title, shortTitle, price, duration, weeklyHours, retired } = data as Record<string, unknown>;
    if (typeof id !== "number" || typeof title !== "string") return null;
    const weeks = parseWeeks(String(duration));
    const hours = (weeklyHours ?? {}) as { min?: unknown; max?: unknown };
    const t = texts && translator(texts);
    const [min, max] = [Number(hours.min), Number(hours.max)];
    return {
      slug,
      url: `/course/${id}`,
      title,
      shortTitle: typeof shortTitle === "string" ? shortTitle : title,
      price: typeof price === "number" && currency ? formatPrice(price, currency, lang) : String(price),
      duration: String(duration),
      weeks: t ? t("course.weeks", { count: weeks, countWord: toCountWord(weeks) }) : String(weeks),
      weeklyHours: !t
        ? `${String(hours.min)}–${String(hours.max)}`
        : min === max
          ? t("course.weeklyHoursExact", { count: min })
          : t("course.weeklyHours", { min, max }),
      retired: retired === true,
    };
  } catch {
    return null;
  }
}

export type ReferenceReport = (kind: "problem" | "warning", token: string, message: string) => void;

/** A value as Markdown text that reads as written: every ASCII punctuation mark escaped, as CommonMark allows. */
function escapeMarkdown(text: string) {
  return text.replace(/[!-/:-@[-`{-~]/g, (character) => `\\${character}`);
}

/** A retired course's title without a link, with a warning; an unknown reference is reported and left as written. */
export function fillCourseReferences(
  text: string,
  references: ReadonlyMap<string, CourseReference | null>,
  { markdown, report, own }: { markdown: boolean; report: ReferenceReport; own?: string },
): string {
  const named = own === undefined ? text : fillOwn(text, own, references);
  if (!named.includes("{course:")) return named;
  return named.replace(
    REFERENCE,
    (token, open: string | undefined, slug: string, property: string | undefined, close: string | undefined) => {
      const link = Boolean(open && close);
      const reference = `{course:${slug}${property === undefined ? "" : `.${property}`}}`;
      const before = !link && open ? open : "";
      const after = !link && close ? close : "";
      if (!references.has(slug)) {
        const known = [...references.keys()].map((name) => `{course:${name}}`).join(", ");
        report(
          "problem",
          reference,
          `${reference}: there is no course file ${COURSE_REFERENCES_FOLDER}/${slug}.md (the courses: ${known || "none"})`,
        );
        return token;
      }
      const course = references.get(slug);
      if (!course) return token;
      if (property !== undefined && !(PROPERTIES as ReadonlyArray<string>).includes(property)) {
        report(
          "problem",
          reference,
          `${reference}: a course reference quotes ${PROPERTIES.map((name) => (name === "title" ? `{course:${slug}}` : `{course:${slug}.${name}}`)).join(", ")}`,
        );
        return token;
      }
      const value = course[(property ?? "title") as (typeof PROPERTIES)[number]];
      if (!link) {
        if (course.retired)
          report("warning", reference, `${reference} names a retired course: make sure the sentence does not offer it`);
        return `${before}${markdown ? escapeMarkdown(value) : value}${after}`;
      }
      if (!markdown) {
        report(
          "problem",
          reference,
          `[${reference}]: a link to a course works in Markdown texts (posts, help articles, jobs, policies); here the text is shown as written: write ${reference} for its title`,
        );
        return token;
      }
      if (course.retired) {
        report(
          "warning",
          reference,
          `[${reference}] links to a retired course: its title is shown without a link; rewrite the sentence if it offers the course`,
        );
        return escapeMarkdown(value);
      }
      return `[${escapeMarkdown(value)}](${course.url})`;
    },
  );
}

function fillOwn(text: string, own: string, references: ReadonlyMap<string, CourseReference | null>) {
  return text.replace(OWN, (token, property: string) =>
    (PROPERTIES as ReadonlyArray<string>).includes(property)
      ? (references.get(own)?.[property as (typeof PROPERTIES)[number]] ?? token)
      : token,
  );
}

/** A title typed outside its own file, which a rename would leave behind; references and comments are not text. */
export function findTypedTitles(
  texts: ReadonlyArray<{ file: string; text: string }>,
  references: ReadonlyMap<string, CourseReference | null>,
): string[] {
  const warnings: string[] = [];
  const courses = [...references.values()].filter((course): course is CourseReference =>
    Boolean(course && !course.retired),
  );
  for (const { file, text } of texts) {
    text.split(/\r?\n/).forEach((line, index) => {
      const words = line.replace(/^\s*#.*$|\s#\s.*$/, "");
      for (const course of courses) {
        if (file === `${COURSE_REFERENCES_FOLDER}/${course.slug}.md`) continue;
        if (!words.includes(course.title)) continue;
        warnings.push(
          `${file}, line ${index + 1}: the title of ${COURSE_REFERENCES_FOLDER}/${course.slug}.md is typed as text: write {course:${course.slug}} (or [{course:${course.slug}}] for a link) so that it follows a rename`,
        );
      }
    });
  }
  return warnings;
}
