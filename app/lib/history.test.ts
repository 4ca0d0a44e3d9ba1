import { expect, test } from "vitest";

import { type ArrivalContext, hasPreviousSitePage } from "./history";

const ORIGIN = "https://www.example.com";
const directVisit: ArrivalContext = { historyState: null, historyLength: 1, referrer: "", origin: ORIGIN };

test("a page reached inside the app has a previous page", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyState: { usr: null, key: "abc", idx: 2 } })).toBe(true);
});

test("the first page of a visit has none", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyState: { usr: null, key: "default", idx: 0 } })).toBe(
    false,
  );
});

test.each([[null], [undefined], [{}], [{ idx: "3" }], ["idx"]])(
  "history state %j has none",
  (historyState) => {
    expect(hasPreviousSitePage({ ...directVisit, historyState })).toBe(false);
  },
);

test("a full page load from a static page of the site has one", () => {
  expect(
    hasPreviousSitePage({
      historyState: { usr: null, key: "default", idx: 0 },
      historyLength: 2,
      referrer: `${ORIGIN}/`,
      origin: ORIGIN,
    }),
  ).toBe(true);
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

test("a page of the site opened in a new tab has none: Back would go nowhere", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyLength: 1, referrer: `${ORIGIN}/` })).toBe(false);
});

test("a referrer that is not a URL counts as none", () => {
  expect(hasPreviousSitePage({ ...directVisit, historyLength: 2, referrer: "not a url" })).toBe(false);
});
