import { expect, test } from "vitest";

import { toTitleCase } from "../../model/words";
import { loadContentOnce } from "../../scripts/content/load";
import { SPEC_GUARANTEE_TITLE } from "../../scripts/content/spec-facts";
import { guaranteeTitle } from "./promises";

const { content } = loadContentOnce();

test("titles capitalize every word and each part of a hyphenated one", () => {
  expect(toTitleCase("30-day money-back guarantee")).toBe("30-Day Money-Back Guarantee");
  expect(toTitleCase("lifetime access")).toBe("Lifetime Access");
  expect(guaranteeTitle(content.site.promises, "en")).toEqual({ text: SPEC_GUARANTEE_TITLE });
});

test("the guarantee label is the page's own promise: another language capitalises only its first letter, an original still English is marked", () => {
  const german = { ...content.site.promises, guarantee: "30-Tage-Geld-zurück-Garantie" };
  expect(guaranteeTitle(german, "de")).toEqual({ text: "30-Tage-Geld-zurück-Garantie" });
  const untranslated = { ...content.site.promises, originalText: { lang: "en" } };
  expect(guaranteeTitle(untranslated, "de")).toEqual({ text: SPEC_GUARANTEE_TITLE, lang: "en" });
  const otherTranslated = { ...content.site.promises, originalText: { lang: "en", parts: ["replyTime"] } };
  expect(guaranteeTitle(otherTranslated, "de").lang).toBeUndefined();
});
