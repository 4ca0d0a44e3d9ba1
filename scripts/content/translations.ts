import { existsSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

import type { CollectionDescriptor } from "./collection.ts";
import { ContentFiles } from "./files.ts";
import type { ContentImages } from "./images.ts";
import { isTranslatableText, type JsonSchema, toJsonSchema, typesOf, withoutNull } from "./json-schema.ts";
import { formatPath, type ProblemList } from "./problems.ts";

// A further language's content (docs/decisions/0065-translations-beside-their-originals.md): each file read is the
// first language's, with the texts of its translation at the same path under content/{code}/ put over it.

/** `content/courses/x.md` → `content/de/courses/x.md`. */
export function translationPath(file: string, lang: string) {
  return file.replace(/^content\//, `content/${lang}/`);
}

/** The schema of each file a collection reads, by its path: what a translation of it may change. */
export class TranslatableSchemas {
  private readonly folders: Array<readonly [string, JsonSchema]> = [];
  private readonly files = new Map<string, JsonSchema>();

  constructor(collections: ReadonlyArray<CollectionDescriptor>) {
    for (const { files, schema } of collections) {
      if (files.kind === "folder") this.folders.push([`${files.folder}/`, toJsonSchema(schema)]);
      else this.files.set(files.file, toJsonSchema(schema));
    }
  }

  of(file: string): JsonSchema | undefined {
    return this.files.get(file) ?? this.folders.find(([folder]) => file.startsWith(folder))?.[1];
  }
}

type Report = (field: ReadonlyArray<string | number>, message: string) => void;

/**
 * The original with the translation's texts put over it. A translation may leave out anything, holds the
 * original's keys and, in a list, its items in the same order; any value that is not a text (a price, a date, an
 * id, a picture, a choice) is shared by every language and may only be repeated unchanged.
 */
export function translate(
  original: unknown,
  translation: unknown,
  schema: JsonSchema | undefined,
  report: Report,
  at: ReadonlyArray<string | number> = [],
): unknown {
  if (translation === undefined || translation === null) return original;
  const plain = withoutNull(schema ?? {});
  const name = String([...at].reverse().find((key) => typeof key === "string") ?? "");
  if (schema && isTranslatableText(name, schema) && typeof translation === "string") return translation;
  if (Array.isArray(original) && Array.isArray(translation) && typesOf(plain).includes("array")) {
    if (translation.length !== original.length) {
      report(
        at,
        `has ${translation.length} items where the original has ${original.length}: a translation keeps the original's items, in the same order, and translates their texts`,
      );
      return original;
    }
    return original.map((item, index) =>
      translate(item, translation[index], plain.items, report, [...at, index]),
    );
  }
  if (isGroup(original) && isGroup(translation) && plain.properties) {
    const merged: Record<string, unknown> = { ...original };
    for (const [key, value] of Object.entries(translation)) {
      if (!(key in original)) {
        report(
          [...at, key],
          key in plain.properties
            ? "the original leaves this out: a translation only translates the original's texts (write it in the original first, then translate it here)"
            : `is not a field of this file (its fields: ${Object.keys(plain.properties).join(", ")})`,
        );
        continue;
      }
      merged[key] = translate(original[key], value, plain.properties[key], report, [...at, key]);
    }
    return merged;
  }
  if (!isDeepStrictEqual(original, translation))
    report(
      at,
      "is the same in every language (only texts are translated): leave it out here, or change it in the original",
    );
  return original;
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The placeholders and course references with which the first language's load filled its texts. */
export type OriginalFills = Pick<ContentFiles, "placeholders" | "courseReferences">;

/** The content files of a further language: the original's, with its translation's texts where one exists. */
export class TranslatedFiles extends ContentFiles {
  readonly lang: string;
  /** The originals read with a translation: the blocks a page shows in its own language. */
  readonly translated = new Set<string>();
  private readonly schemas: TranslatableSchemas;
  private readonly originalFills: OriginalFills | undefined;

  constructor(
    root: string,
    problems: ProblemList,
    images: ContentImages,
    lang: string,
    schemas: TranslatableSchemas,
    originalFills?: OriginalFills,
  ) {
    super(root, problems, images);
    this.lang = lang;
    this.schemas = schemas;
    this.originalFills = originalFills;
  }

  /**
   * An original read as the first language reads it: its texts are the original's words, so its placeholders
   * (a promise of content/site.yml) and `{course:slug}` references are filled in the original's language, not
   * with this language's translated promises mid-sentence. Its translation's texts are filled with this language's.
   */
  private asOriginal<T>(read: () => T): T {
    if (!this.originalFills) return read();
    const own = { placeholders: this.placeholders, courseReferences: this.courseReferences };
    this.placeholders = this.originalFills.placeholders;
    this.courseReferences = this.originalFills.courseReferences;
    try {
      return read();
    } finally {
      this.placeholders = own.placeholders;
      this.courseReferences = own.courseReferences;
    }
  }

  private translationOf(file: string) {
    const schema = this.schemas.of(file);
    const translation = translationPath(file, this.lang);
    return schema && existsSync(path.resolve(this.root, translation)) ? { schema, translation } : undefined;
  }

  private over(file: string, translation: string, schema: JsonSchema, original: unknown, translated: unknown) {
    this.translated.add(file);
    return translate(original, translated, schema, (at, message) =>
      this.problems.add({
        file: translation,
        ...lineOf(this.lineOfField(translation, at)),
        ...(at.length > 0 ? { field: formatPath(at) } : {}),
        message,
      }),
    );
  }

  override whereIs(file: string, fieldPath: ReadonlyArray<string | number>) {
    const translation = translationPath(file, this.lang);
    const line = this.lineOfField(translation, fieldPath);
    return line === undefined ? super.whereIs(file, fieldPath) : { file: translation, line };
  }

  override readYaml(file: string): unknown {
    const original = this.asOriginal(() => super.readYaml(file));
    const found = this.translationOf(file);
    if (!found || original === undefined) return original;
    const translated = super.readYaml(found.translation);
    return translated === undefined
      ? original
      : this.over(file, found.translation, found.schema, original, translated);
  }

  override readMarkdown(file: string, options?: { plainBody?: boolean }) {
    const original = this.asOriginal(() => super.readMarkdown(file, options));
    const found = this.translationOf(file);
    if (!found || !original) return original;
    const translated = super.readMarkdown(found.translation, options);
    if (!translated) return original;
    return {
      data: this.over(file, found.translation, found.schema, original.data, translated.data),
      body: translated.body.trim() ? translated.body : original.body,
    };
  }
}

function lineOf(line: number | undefined) {
  return line === undefined ? {} : { line };
}

/**
 * The files under content/{code}/ of the further languages that translate nothing: an original renamed or removed,
 * or a file no collection reads (the interface's texts are content/ui/{code}.yml).
 */
export function listStrayTranslations(
  root: string,
  languages: ReadonlyArray<string>,
  schemas: TranslatableSchemas,
) {
  return languages.flatMap((lang) =>
    listFiles(root, `content/${lang}`).flatMap((file) => {
      if (!/\.(?:md|yml)$/.test(file)) return [];
      const original = file.replace(`content/${lang}/`, "content/");
      if (!schemas.of(original))
        return [{ file, message: `is not a file the site reads in ${lang}: a translation has the path of its original under content/${lang}/` }];
      if (existsSync(path.resolve(root, original))) return [];
      return [{ file, message: `translates ${original}, which does not exist: rename this file as its original is named now, or remove it` }];
    }),
  );
}

function listFiles(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  const stats = lstatSync(absolute, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.isFile() ? [folder] : [];
  return readdirSync(absolute)
    .filter((name) => !name.startsWith("."))
    .sort()
    .flatMap((name) => listFiles(root, `${folder}/${name}`));
}

/**
 * What of a further language's entry is still the original's words (docs/decisions/0068): the whole entry, or the
 * fields of one that no translation changed (a course's `curriculum` when only its title is translated; pages.yml's
 * `catalogue`).
 */
export type OriginalText = { lang: string; parts?: ReadonlyArray<string> };

/**
 * A further language's entries, each equal to the first language's entry of the same id marked as the original's
 * text (`originalText`), and in one that differs, its top-level fields that equal the original's. A translation
 * changes only texts, and an original read for a further language is filled as the first language fills it, so an
 * entry no translation touched is the original's, value for value.
 */
export function markOriginalTexts<T extends object>(
  entries: ReadonlyArray<readonly [id: string, data: T]>,
  originals: ReadonlyArray<readonly [id: string, data: T]>,
  original: string,
): Array<readonly [id: string, data: T | (T & { originalText: OriginalText })]> {
  const byId = new Map(originals);
  return entries.map(([id, data]) => {
    const first = byId.get(id);
    if (first === undefined) return [id, data];
    if (isDeepStrictEqual(data, first)) return [id, { ...data, originalText: { lang: original } }];
    if (!isGroup(data) || !isGroup(first)) return [id, data];
    const parts = Object.keys(data).filter((key) => isDeepStrictEqual(data[key], first[key]));
    return parts.length > 0 ? [id, { ...data, originalText: { lang: original, parts } }] : [id, data];
  });
}
