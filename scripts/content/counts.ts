import { toCountWord } from "../../model/words.ts";

/**
 * What a text may say of a list's length, `name` being `courses`, `instructors`, `jobs` or `topics`: `{name.count}`
 * ("four"), `{name.count.titleCase}` ("Four", to start a sentence), `{name.number}` ("4", a figure), and the
 * choice `{name:one course|courses}` that scripts/content/files.ts makes from `{name.number}`.
 */
export function listCountPlaceholders(name: string, count: number): Record<string, string> {
  return {
    [`${name}.count`]: toCountWord(count),
    [`${name}.count.titleCase`]: toCountWord(count, { capital: true }),
    [`${name}.number`]: String(count),
  };
}

/** Names as a sentence lists them: "A", "A and B", "A, B, and C". */
export function listNames(names: ReadonlyArray<string>) {
  return new Intl.ListFormat("en", { type: "conjunction" }).format(names);
}
