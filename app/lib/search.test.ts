import { expect, test } from "vitest";

import { matchesQuery, normalizeQuery } from "./search";

test("an empty or blank query matches everything", () => {
  expect(matchesQuery("", ["anything"])).toBe(true);
  expect(matchesQuery("   ", ["anything"])).toBe(true);
});

test("matching ignores case and the query's outer spaces", () => {
  expect(matchesQuery("  MARKETING ", ["Digital marketing & sales"])).toBe(true);
  expect(normalizeQuery("  Hello World ")).toBe("hello world");
});

test("any field may match", () => {
  expect(matchesQuery("cash", ["Company formation", "Manage cash flow"])).toBe(true);
  expect(matchesQuery("cash", ["Company formation", "Bookkeeping"])).toBe(false);
});

test("pattern characters are plain text", () => {
  expect(matchesQuery("(", ["Costs (monthly)"])).toBe(true);
  expect(matchesQuery(".*", ["anything at all"])).toBe(false);
  expect(matchesQuery("$45", ["Price: $45"])).toBe(true);
  expect(matchesQuery("\\", ["a\\b"])).toBe(true);
  expect(matchesQuery("[a-z]", ["letters"])).toBe(false);
});

test("non-Latin text matches case-insensitively", () => {
  expect(matchesQuery("ÉCOLE", ["une école de commerce"])).toBe(true);
  expect(matchesQuery("бизнес", ["Онлайн Бизнес курс"])).toBe(true);
});
