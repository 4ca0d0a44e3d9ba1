import { expect, test } from "vitest";

import { toCountWord, toTitleCase } from "./words";

test("counts up to twelve are words, larger ones digits", () => {
  expect(toCountWord(1)).toBe("one");
  expect(toCountWord(4)).toBe("four");
  expect(toCountWord(5, { capital: true })).toBe("Five");
  expect(toCountWord(12)).toBe("twelve");
  expect(toCountWord(13)).toBe("13");
  expect(toCountWord(13, { capital: true })).toBe("13");
});

test("title case capitalises every word, also after a hyphen, and keeps the rest", () => {
  expect(toTitleCase("30-day money-back guarantee")).toBe("30-Day Money-Back Guarantee");
  expect(toTitleCase("reply within 24 hours")).toBe("Reply Within 24 Hours");
  expect(toTitleCase("éclair and SEO")).toBe("Éclair And SEO");
});
