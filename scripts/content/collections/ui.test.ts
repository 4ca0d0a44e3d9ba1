import { readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import { ContentCopy } from "../test-content.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

/** content/ui/<lang>.yml of the copy with `from` replaced by `to` (a whole line, to keep the others' numbers). */
function editDictionary(lang: string, from: string, to: string) {
  const file = path.join(copy.root, `content/ui/${lang}.yml`);
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  copy.write(`content/ui/${lang}.yml`, text.replace(from, to));
}

/** The 1-based line of `text` in content/ui/<lang>.yml of the copy. */
function lineOf(lang: string, text: string) {
  const lines = readFileSync(path.join(copy.root, `content/ui/${lang}.yml`), "utf8").split("\n");
  return lines.findIndex((line) => line.includes(text)) + 1;
}

test("a dictionary missing a key is named with the file, its group's line and the key", () => {
  const line = lineOf("de", "footer:");
  editDictionary("de", "  mission: Unsere Mission\n", "");
  expect(copy.problems()).toEqual([
    `content/ui/de.yml, line ${line}: footer.mission: missing: the text "footer.mission" (see content/ui/en.yml for what it says in English)`,
  ]);
});

test("an unknown key is named with its line and the key it most likely meant", () => {
  const line = lineOf("en", "  mission: Our Mission");
  editDictionary("en", "  mission: Our Mission", "  misson: Our Mission");
  expect(copy.problems()).toEqual([
    `content/ui/en.yml, line ${line}: footer.misson: unknown key (did you mean footer.mission?): remove it, the site shows no such text`,
    `content/ui/en.yml, line ${lineOf("en", "footer:")}: footer.mission: missing: the text "footer.mission" (see content/ui/en.yml for what it says in English)`,
  ]);
});

test("a text that drops a placeholder or adds an unknown one is refused at its line", () => {
  const line = lineOf("de", "  rights:");
  editDictionary("de", '"© {year} {name}. Alle Rechte vorbehalten."', '"© {jahr} Alle Rechte vorbehalten."');
  expect(copy.problems()).toEqual([
    `content/ui/de.yml, line ${line}: footer.rights: {jahr} is not a placeholder of this text (its placeholders: {year}, {name})`,
    `content/ui/de.yml, line ${line}: footer.rights: the placeholder {year} is missing: keep it, it shows the year (its placeholders: {year}, {name})`,
    `content/ui/de.yml, line ${line}: footer.rights: the placeholder {name} is missing: keep it, it shows the name (its placeholders: {year}, {name})`,
  ]);
});

test("a plural text needs the language's forms and no others", () => {
  const line = lineOf("de", "    one: Unseren Business-Kurs ansehen.");
  editDictionary("de", "    one: Unseren Business-Kurs ansehen.", "    few: Unsere wenigen Kurse ansehen.");
  expect(copy.problems()).toEqual([
    `content/ui/de.yml, line ${line}: notFound.coursesText.few: few: is not a plural form of this language (its forms: one:, other:)`,
    `content/ui/de.yml, line ${lineOf("de", "  coursesText:")}: notFound.coursesText: missing the form one: (this language's forms: one:, other:)`,
  ]);
});

test("a plural text written as one text asks for the forms", () => {
  const text = readFileSync(path.join(copy.root, "content/ui/en.yml"), "utf8");
  const plural = / {2}coursesText:\n( {4}.*\n)+/.exec(text)?.[0] ?? "";
  expect(plural).not.toBe("");
  const line = lineOf("en", "  coursesText:");
  copy.write("content/ui/en.yml", text.replace(plural, "  coursesText: Browse all {countWord} business courses.\n"));
  expect(copy.problems()).toEqual([
    `content/ui/en.yml, line ${line}: notFound.coursesText: expected one text per count, one:, other:, got "Browse all {countWord} business courses."`,
  ]);
});

test("a language without a dictionary is refused at its line of site.yml", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["fr"];
  });
  const line = readFileSync(path.join(copy.root, "content/site.yml"), "utf8")
    .split("\n")
    .findIndex((text) => text.includes("- fr"));
  expect(copy.problems()).toEqual([
    `content/site.yml, line ${line + 1}: languages[0]: "fr" has no dictionary content/ui/fr.yml (the dictionaries: de, en): write one, or choose one of these`,
  ]);
});

test("the German dictionary loads as the site's language", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["de"];
  });
  expect(copy.problems()).toEqual([]);
});
