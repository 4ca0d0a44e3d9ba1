import { expect, test } from "vitest";

import { type ArrivalContext, hasPreviousSitePage } from "./history";

const ORIGIN = "https://www.example.com";
const directVisit: ArrivalContext = { historyLength: 1, referrer: "", origin: ORIGIN };

test("a page reached from another page of the site has a previous page", () => {
  expect(hasPreviousSitePage({ historyLength: 2, referrer: `${ORIGIN}/courses`, origin: ORIGIN })).toBe(true);
});

test("the first page of a visit has none", () => {
  expect(hasPreviousSitePage(directVisit)).toBe(false);
});

test("a tab with history but no referrer has none", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyLength: 4 })).toBe(false);
});

test("a link from another site has none", () => {
  expect(
    hasPreviousSitePage({
      ...directVisit,
      historyLength: 3,
      referrer: "https://search.example.org/?q=courses",
    }),
  ).toBe(false);
});

test("another origin of the same host has none", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyLength: 2, referrer: "http://www.example.com/" })).toBe(
    false,
  );
});

test("a page of the site opened in a new tab has none: Back would go nowhere", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyLength: 1, referrer: `${ORIGIN}/` })).toBe(false);
});

test("a referrer that is not a URL counts as none", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyLength: 2, referrer: "not a url" })).toBe(false);
});
