import { expect, test } from "vitest";

import { listNotFoundFiles, notFoundPageFor } from "./fallbacks.mjs";

/** The build of a site with `languages: [en, de]`: each language's not-found pages. */
const TWO_LANGUAGES = new Set(listNotFoundFiles(["de"]).map((file) => `/${file}`));
const isBuilt = (page: string) => TWO_LANGUAGES.has(page);

test("an unknown path of the first language gets its folder's page, or the root's 404 page", () => {
  expect(notFoundPageFor("/course/999", isBuilt)).toBe("/course/404.html");
  expect(notFoundPageFor("/purchase/x", isBuilt)).toBe("/purchase/404.html");
  expect(notFoundPageFor("/legal/nothing", isBuilt)).toBe("/legal/404.html");
  expect(notFoundPageFor("/blog/nothing/more", isBuilt)).toBe("/blog/404.html");
  expect(notFoundPageFor("/help/nothing", isBuilt)).toBe("/help/404.html");
  expect(notFoundPageFor("/nothing", isBuilt)).toBe("/404.html");
  expect(notFoundPageFor("/course/1/x", isBuilt)).toBe("/404.html");
  expect(notFoundPageFor("/courses/extra", isBuilt)).toBe("/404.html");
});

test("an unknown path under a further language's folder gets that language's page of the same folder", () => {
  expect(notFoundPageFor("/de/nothing", isBuilt)).toBe("/de/404.html");
  expect(notFoundPageFor("/de/course/999", isBuilt)).toBe("/de/course/404.html");
  expect(notFoundPageFor("/de/purchase/999", isBuilt)).toBe("/de/purchase/404.html");
  expect(notFoundPageFor("/de/legal/nothing", isBuilt)).toBe("/de/legal/404.html");
  expect(notFoundPageFor("/de/blog/nothing", isBuilt)).toBe("/de/blog/404.html");
  expect(notFoundPageFor("/de/help/nothing", isBuilt)).toBe("/de/help/404.html");
  expect(notFoundPageFor("/de/course/1/x", isBuilt)).toBe("/de/404.html");
  expect(notFoundPageFor("/de/404", isBuilt)).toBe("/de/404.html");
  expect(notFoundPageFor("/de//x", isBuilt)).toBe("/de/404.html");
});

test("a first segment shaped like a language code with no 404 page of its own gets the root's 404 page", () => {
  // A German-only site serves German at `/`: /de/ is no folder of it.
  const oneLanguage = new Set(listNotFoundFiles().map((file) => `/${file}`));
  expect(notFoundPageFor("/de/nothing", (page) => oneLanguage.has(page))).toBe("/404.html");
  expect(notFoundPageFor("/de/course/999", (page) => oneLanguage.has(page))).toBe("/404.html");
  expect(notFoundPageFor("/fr/nothing", isBuilt)).toBe("/404.html");
  expect(notFoundPageFor("/pdf/course/999", isBuilt)).toBe("/404.html");
});

test("longer first segments and the editor are no language's folder", () => {
  expect(notFoundPageFor("/admin/nothing", isBuilt)).toBe("/404.html");
  expect(notFoundPageFor("/assets/missing.js", isBuilt)).toBe("/404.html");
  expect(notFoundPageFor("/DE/nothing", isBuilt)).toBe("/404.html");
});
