import { prefixPath } from "./languages.ts";
import type { Dictionary, UiEntry, UiKey, UiPlaceholder } from "./schemas/ui.ts";

/** An island receives `pickTexts(texts, ...selectors)`, so its props hold only its own texts. */
export type Texts<Key extends UiKey = UiKey> = {
  lang: string;
  dir: Dictionary["dir"];
  entries: { readonly [K in Key]: UiEntry };
  /** The path prefix of a further language's pages (`/de`); absent for the site's first language, served at `/`. */
  prefix?: string;
  /**
   * On a further language's page, the language of the owner's content it shows (the site's first, until content is
   * translated): the `lang` of those blocks. Absent where the two are the same.
   */
  contentLang?: string;
};

export type KeysIn<Area extends string> = Extract<UiKey, `${Area}.${string}`>;

/** The keys a selector stands for: an area (`"form"`) all of its keys, a key (`"draft.email"`) itself. */
export type Picked<Selector extends string> = KeysIn<Selector> | Extract<UiKey, Selector>;

/** The texts a list of selectors picks (`app/lib/island-texts.ts`). */
export type TextsOf<Selectors extends ReadonlyArray<string>> = Texts<Picked<Selectors[number]>>;

type Values<Key extends UiKey> = [UiPlaceholder<Key>] extends [never]
  ? []
  : [values: Readonly<Record<UiPlaceholder<Key>, string | number>>];

export function pickTexts<Selector extends string>(
  texts: Texts<Picked<Selector>>,
  ...selectors: ReadonlyArray<Selector>
): Texts<Picked<Selector>> {
  const entries = Object.fromEntries(
    Object.entries(texts.entries).filter(([key]) =>
      selectors.some((selector) => key === selector || key.startsWith(`${selector}.`)),
    ),
  ) as Texts<Picked<Selector>>["entries"];
  const { prefix, contentLang } = texts;
  return {
    lang: texts.lang,
    dir: texts.dir,
    entries,
    ...(prefix ? { prefix } : {}),
    ...(contentLang ? { contentLang } : {}),
  };
}

/** A page's path in the texts' language: `/courses` on a page of the first language, `/de/courses` on a German one. */
export function localPath(texts: { prefix?: string }, path: string) {
  return prefixPath(texts.prefix ?? "", path);
}

/** Numbers are written for the language and choose a plural text by Intl.PluralRules. */
export function translator<Key extends UiKey>(texts: Texts<Key>) {
  const numbers = new Intl.NumberFormat(texts.lang);
  const plurals = new Intl.PluralRules(texts.lang);
  return <K extends Key>(key: K, ...[values]: Values<K>): string => {
    const entry: UiEntry = texts.entries[key];
    const given: Readonly<Record<string, string | number>> = values ?? {};
    const count = given.count;
    const chosen =
      typeof entry === "string"
        ? entry
        : (entry[typeof count === "number" ? plurals.select(count) : "other"] ?? entry.other);
    return chosen.replace(/\{([a-zA-Z]+)\}/g, (token, name: string) => {
      const value = given[name];
      if (value === undefined) return token;
      return typeof value === "number" ? numbers.format(value) : value;
    });
  };
}

export type Translate<Key extends UiKey = UiKey> = ReturnType<typeof translator<Key>>;

const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur"]);

export function writingDirection(lang: string): Dictionary["dir"] {
  return RIGHT_TO_LEFT.has(lang.split("-")[0] ?? lang) ? "rtl" : "ltr";
}
