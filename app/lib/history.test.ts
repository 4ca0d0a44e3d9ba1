import { expect, test } from "vitest";
import { hasPreviousAppPage } from "./history";

test("a page reached inside the site has a previous page", () => {
  expect(hasPreviousAppPage({ usr: null, key: "abc", idx: 2 })).toBe(true);
});

test("the first page of a visit has none", () => {
  expect(hasPreviousAppPage({ usr: null, key: "default", idx: 0 })).toBe(false);
});

test.each([[null], [undefined], [{}], [{ idx: "3" }], ["idx"]])("history state %j has none", (state) => {
  expect(hasPreviousAppPage(state)).toBe(false);
});
