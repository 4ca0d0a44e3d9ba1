// content/ui/<lang>.yml: the interface's own texts, one dictionary per language (scripts/content/collections/ui.ts
// checks each against this list; model/ui-texts.ts reads them; docs/decisions/0062).

/** A text with the named placeholders `{name}` it must keep. */
function text<const Names extends ReadonlyArray<string>>(...placeholders: Names) {
  return { plural: false, placeholders } as const;
}

/** A text chosen by the count `{count}` (Intl.PluralRules' categories: `one:`, `other:`, …), with these placeholders. */
function plural<const Names extends ReadonlyArray<string>>(...placeholders: Names) {
  return { plural: true, placeholders: ["count", ...placeholders] } as const;
}

/** Every key of a dictionary, with its placeholders: a dictionary has exactly these keys. */
export const UI_TEXTS = {
  "layout.skipLink": text(),
  "layout.mainNav": text(),
  "layout.menu": text(),
  "layout.viewCourses": text(),
  "layout.home": text(),
  "layout.courses": text(),
  "layout.contact": text(),
  "layout.legal": text(),
  "footer.tagline": text(),
  "footer.company": text(),
  "footer.about": text(),
  "footer.mission": text(),
  "footer.careers": text(),
  "footer.resources": text(),
  "footer.blog": text(),
  "footer.help": text(),
  "footer.support": text(),
  "footer.contact": text(),
  "footer.legal": text(),
  "footer.rights": text("year", "name"),
  "notFound.title": text(),
  "notFound.description": text(),
  "notFound.eyebrow": text(),
  "notFound.lead": text(),
  "notFound.home": text(),
  "notFound.homeText": text(),
  "notFound.courses": text(),
  "notFound.coursesText": plural("countWord"),
  "notFound.help": text(),
  "notFound.helpText": text(),
} as const;

export type UiKey = keyof typeof UI_TEXTS;

/** The placeholders a key's text takes. */
export type UiPlaceholder<Key extends UiKey> = (typeof UI_TEXTS)[Key]["placeholders"][number];

/** One text, or one per plural category (`other` always). */
export type UiEntry = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

/** A checked dictionary: its language (`de`), the writing direction, and a text for every key. */
export type Dictionary = { lang: string; dir: "ltr" | "rtl"; entries: Readonly<Record<UiKey, UiEntry>> };
