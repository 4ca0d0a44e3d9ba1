import { afterEach, beforeEach, expect, test } from "vitest";

import { ContentCopy } from "../test-content.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

test("support.yml: a default priority that is not one of the priorities, and a stat without its label", () => {
  copy.editYaml("content/support.yml", (data) => {
    data.defaultPriority = "Normal";
    data.stats = [{ value: "24/7" }];
  });
  expect(copy.problems()).toEqual(["content/support.yml: stats[0].label: missing: expected a text"]);
  copy.editYaml("content/support.yml", (data) => {
    data.stats = [{ value: "24/7", label: "Availability" }];
  });
  expect(copy.problems()).toEqual([
    'content/support.yml: defaultPriority: expected one of "Low", "Medium", "High", "Critical", got "Normal"',
  ]);
});
