import { expect, test } from "vitest";

import { updateSearchParams } from "./url-filters";

test("sets a value and keeps the other parameters", () => {
  const next = updateSearchParams(new URLSearchParams("category=Career"), { q: "cash flow" });
  expect(next.toString()).toBe("category=Career&q=cash+flow");
});

test("an empty or null value removes the parameter", () => {
  const current = new URLSearchParams("q=tax&category=Career");
  expect(updateSearchParams(current, { q: "" }).toString()).toBe("category=Career");
  expect(updateSearchParams(current, { category: null }).toString()).toBe("q=tax");
});

test("keeps the text as typed, spaces included", () => {
  expect(updateSearchParams(new URLSearchParams(), { q: "cash " }).get("q")).toBe("cash ");
});

test("does not change the parameters it was given", () => {
  const current = new URLSearchParams("q=tax");
  updateSearchParams(current, { q: "vat" });
  expect(current.get("q")).toBe("tax");
});
