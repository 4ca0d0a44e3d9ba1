import { originalLangOf } from "../../model/languages";
import type { Site } from "../../model/schemas/site";
import { toTitleCase } from "../../model/words";

/** The promises of content/site.yml in a page's language (readPromises: de/site.yml's translation over them). */
export type Promises = Site["promises"];

/** The money-back guarantee as a label, and the language of its words when they are still the original's. */
export type GuaranteeTitle = { text: string; lang?: string | undefined };

/**
 * The guarantee as a label (SPEC: '30-Day Money-Back Guarantee'): English capitalises every word; another language
 * only the first letter ("30-Tage-Geld-zurück-Garantie"). From the page's own promises, so that a German page shows
 * de/site.yml's guarantee, marked `lang` of the original while it has none (docs/decisions/0068).
 */
export function guaranteeTitle(promises: Promises, pageLang: string): GuaranteeTitle {
  const original = originalLangOf(promises, "guarantee");
  const lang = original ?? pageLang;
  const { guarantee } = promises;
  const text = /^en\b/i.test(lang)
    ? toTitleCase(guarantee)
    : guarantee.charAt(0).toUpperCase() + guarantee.slice(1);
  return original ? { text, lang: original } : { text };
}
