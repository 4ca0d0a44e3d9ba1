import { expect, test } from "vitest";

import { resolvePolicyType } from "./resolve-policy";

test("known policy types resolve to themselves", () => {
  expect(["privacy", "terms", "cookies", "refund"].map(resolvePolicyType)).toEqual([
    "privacy",
    "terms",
    "cookies",
    "refund",
  ]);
});

test.each([["unknown"], ["Privacy"], [""], [undefined], ["__proto__"]])(
  "unknown type %j falls back to privacy",
  (type) => {
    expect(resolvePolicyType(type)).toBe("privacy");
  },
);
