import path from "node:path";

import { isMap, isScalar, LineCounter, parseDocument } from "yaml";

import type { Site } from "../../../model/schemas/site.ts";
import { type Dictionary, UI_TEXTS, type UiEntry, type UiKey } from "../../../model/schemas/ui.ts";
import { writingDirection } from "../../../model/ui-texts.ts";
import type { ContentFiles } from "../files.ts";
import { describeValue, findNearestField, type Problem } from "../problems.ts";
import { SITE_FILE } from "./site.ts";

export const UI_FOLDER = "content/ui";

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
const KEYS = new Set<string>(Object.keys(UI_TEXTS));

function placeholdersIn(text: string) {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/** Every dictionary of content/ui/, checked against the keys of model/schemas/ui.ts, by language code. */
export function loadUi(files: ContentFiles, site: Site | undefined): Record<string, Dictionary> {
  const dictionaries: Record<string, Dictionary> = {};
  for (const file of files.list(UI_FOLDER, ".yml")) {
    const lang = path.basename(file, ".yml");
    const dictionary = checkDictionary(files, file, lang, files.readYaml(file));
    if (dictionary) dictionaries[lang] = dictionary;
  }
  const known = files.list(UI_FOLDER, ".yml").map((file) => path.basename(file, ".yml"));
  site?.languages.forEach((lang, index) => {
    if (known.includes(lang)) return;
    const line = files.lineOfField(SITE_FILE, ["languages", index]) ?? files.lineOfField(SITE_FILE, ["languages"]);
    files.problems.add({
      file: SITE_FILE,
      ...(line ? { line } : {}),
      field: `languages[${index}]`,
      message: `"${lang}" has no dictionary ${UI_FOLDER}/${lang}.yml (the dictionaries: ${known.join(", ") || "none"}): write one, or choose one of these`,
    });
  });
  return dictionaries;
}

/** One dictionary's texts by key, or undefined after recording each missing, unknown or misworded key with its line. */
export function checkDictionary(
  files: ContentFiles,
  file: string,
  lang: string,
  data: unknown,
): Dictionary | undefined {
  if (data === undefined) return undefined;
  const problems: Problem[] = [];
  const add = (keyPath: ReadonlyArray<string>, message: string) => {
    const line = lineOfNearest(files, file, keyPath);
    problems.push({ file, ...(line ? { line } : {}), field: keyPath.join("."), message });
  };
  const entries: Partial<Record<UiKey, UiEntry>> = {};
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const walk = (value: unknown, keyPath: ReadonlyArray<string>) => {
    const key = keyPath.join(".");
    if (KEYS.has(key)) {
      const entry = checkEntry(key as UiKey, value, categories, (message, form) =>
        add(form ? [...keyPath, form] : keyPath, message),
      );
      if (entry !== undefined) entries[key as UiKey] = entry;
      return;
    }
    const isGroup = [...KEYS].some((known) => known.startsWith(`${key}.`)) || keyPath.length === 0;
    if (isGroup && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [name, item] of Object.entries(value)) walk(item, [...keyPath, name]);
      return;
    }
    if (isGroup) {
      add(keyPath, `expected a group of texts, got ${describeValue(value)}`);
      return;
    }
    const siblings = [...KEYS]
      .filter((known) => known.startsWith(keyPath.slice(0, -1).map((part) => `${part}.`).join("")))
      .map((known) => known.split(".")[keyPath.length - 1] ?? "");
    const nearest = findNearestField(keyPath.at(-1) ?? "", [...new Set(siblings)]);
    add(keyPath, `unknown key${nearest ? ` (did you mean ${[...keyPath.slice(0, -1), nearest].join(".")}?)` : ""}: remove it, the site shows no such text`);
  };
  walk(data, []);
  for (const key of KEYS) {
    if (entries[key as UiKey] !== undefined || problems.some(({ field }) => field === key || field?.startsWith(`${key}.`))) continue;
    add(key.split("."), `missing: the text "${key}" (see ${UI_FOLDER}/en.yml for what it says in English)`);
  }
  for (const problem of problems) files.problems.add(problem);
  if (problems.length > 0) return undefined;
  return { lang, dir: writingDirection(lang), entries: entries as Record<UiKey, UiEntry> };
}

function checkEntry(
  key: UiKey,
  value: unknown,
  categories: ReadonlyArray<Intl.LDMLPluralRule>,
  report: (message: string, form?: string) => void,
): UiEntry | undefined {
  const spec = UI_TEXTS[key];
  const expected: ReadonlyArray<string> = spec.placeholders;
  const listed = expected.map((name) => `{${name}}`).join(", ");
  const checkWords = (text: string, form?: string) => {
    let fine = true;
    for (const name of placeholdersIn(text).filter((name) => !expected.includes(name))) {
      report(`{${name}} is not a placeholder of this text (${listed ? `its placeholders: ${listed}` : "it has none"})`, form);
      fine = false;
    }
    // A plural text says its count its own way ("one course", "{count} courses"); any other text keeps every placeholder.
    const optional: ReadonlyArray<string> = "optional" in spec ? spec.optional : [];
    const dropped = spec.plural
      ? []
      : expected.filter((name) => !optional.includes(name) && !placeholdersIn(text).includes(name));
    for (const name of dropped) {
      report(`the placeholder {${name}} is missing: keep it, it shows the ${name} (its placeholders: ${listed})`, form);
      fine = false;
    }
    return fine;
  };
  if (!spec.plural) {
    if (typeof value !== "string") {
      report(`expected a text, got ${describeValue(value)}${value && typeof value === "object" ? ' (a text that starts with "{" needs quotes)' : ""}`);
      return undefined;
    }
    return checkWords(value) ? value : undefined;
  }
  const forms = categories.map((category) => `${category}:`).join(", ");
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    report(`expected one text per count, ${forms}, got ${describeValue(value)}`);
    return undefined;
  }
  let fine = true;
  const entry: Record<string, string> = {};
  for (const [form, text] of Object.entries(value)) {
    if (!(categories as ReadonlyArray<string>).includes(form)) {
      report(`${form}: is not a plural form of this language (its forms: ${forms})`, form);
      fine = false;
    } else if (typeof text !== "string") {
      report(`expected a text, got ${describeValue(text)}`, form);
      fine = false;
    } else {
      fine = checkWords(text, form) && fine;
      entry[form] = text;
    }
  }
  for (const category of categories.filter((category) => !(category in value))) {
    report(`missing the form ${category}: (this language's forms: ${forms})`);
    fine = false;
  }
  return fine && typeof entry.other === "string" ? (entry as UiEntry) : undefined;
}

/** The line of the key, or of the nearest group above it that the file has (1 when it has none). */
function lineOfNearest(files: ContentFiles, file: string, keyPath: ReadonlyArray<string>) {
  const lineCounter = new LineCounter();
  const document = parseDocument(files.read(file) ?? "", { lineCounter });
  let node: unknown = document.contents;
  let line = 1;
  for (const part of keyPath) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === part);
    if (!pair || !isScalar(pair.key) || !pair.key.range) break;
    line = lineCounter.linePos(pair.key.range[0]).line;
    node = pair.value;
  }
  return line;
}
