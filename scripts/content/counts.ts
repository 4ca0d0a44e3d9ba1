import { toCountWord } from "../../model/words.ts";

/**
 * What a text may say of a list's length, `name` being `courses`, `instructors`, `jobs` or `topics`: `{name.count}`
 * ("four"), `{name.count.titleCase}` ("Four", to start a sentence), `{name.number}` ("4", a figure), and the
 * choice `{name:one course|courses}` that scripts/content/files.ts makes from `{name.number}`. In a text of
 * another language than English the count is a figure ("4 Kurse"), as that language's dictionary writes counts:
 * the site knows no other language's number words.
 */
export function listCountPlaceholders(name: string, count: number, lang = "en"): Record<string, string> {
  const english = /^en\b/i.test(lang);
  return {
    [`${name}.count`]: english ? toCountWord(count) : String(count),
    [`${name}.count.titleCase`]: english ? toCountWord(count, { capital: true }) : String(count),
    [`${name}.number`]: String(count),
  };
}

/** Names as a sentence of `lang` lists them: "A", "A and B", "A, B, and C" ("A, B und C"). */
export function listNames(names: ReadonlyArray<string>, lang = "en") {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(names);
}
