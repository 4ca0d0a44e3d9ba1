import { expect, test } from "vitest";

import { toTitleCase } from "../../model/words";
import { loadContentOnce } from "../../scripts/content/load";
import { GUARANTEE_TITLE } from "./promises";

const { content } = loadContentOnce();

test("titles capitalize every word and each part of a hyphenated one", () => {
  expect(toTitleCase("30-day money-back guarantee")).toBe("30-Day Money-Back Guarantee");
  expect(toTitleCase("lifetime access")).toBe("Lifetime Access");
  expect(GUARANTEE_TITLE).toBe(toTitleCase(content.site.promises.guarantee));
});
