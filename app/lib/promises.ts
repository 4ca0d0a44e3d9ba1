import { site } from "~/content/site";

/** A phrase in title case, each word and each part of a hyphenated word capitalized: "30-Day Money-Back Guarantee". */
export function toTitleCase(phrase: string) {
  return phrase.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

/** The money-back guarantee as a label (SPEC: '30-Day Money-Back Guarantee'), from the one promise in content/site.yml. */
export const GUARANTEE_TITLE = toTitleCase(site.promises.guarantee);
