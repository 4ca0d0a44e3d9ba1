import { expect, test } from "vitest";

import {
  inEachLanguage,
  languagePrefix,
  listLanguageVersions,
  prefixPath,
  splitLanguagePath,
} from "./languages.ts";

const LANGUAGES = ["en", "de"];

test("the first language has no prefix, a further one its code", () => {
  expect(languagePrefix(LANGUAGES, "en")).toBe("");
  expect(languagePrefix(LANGUAGES, "de")).toBe("/de");
  expect(languagePrefix(["de", "en"], "en")).toBe("/en");
});

test("a page's path under a prefix keeps its path, the home page becomes the prefix", () => {
  expect(prefixPath("/de", "/course/1")).toBe("/de/course/1");
  expect(prefixPath("/de", "/")).toBe("/de");
  expect(prefixPath("", "/course/1")).toBe("/course/1");
});

test("anchors, other schemes and other sites are not prefixed", () => {
  for (const href of [
    "#curriculum",
    "mailto:hello@example.com",
    "https://example.org/x",
    "//cdn.example.org/x",
  ])
    expect(prefixPath("/de", href)).toBe(href);
});

test("a path names its language and the first language's path", () => {
  expect(splitLanguagePath(LANGUAGES, "/de/legal/privacy")).toEqual({ lang: "de", path: "/legal/privacy" });
  expect(splitLanguagePath(LANGUAGES, "/de")).toEqual({ lang: "de", path: "/" });
  expect(splitLanguagePath(LANGUAGES, "/legal/privacy")).toEqual({ lang: "en", path: "/legal/privacy" });
  expect(splitLanguagePath(LANGUAGES, "/design")).toEqual({ lang: "en", path: "/design" });
});

test("a page has a version in every language, the first language's first", () => {
  expect(listLanguageVersions(LANGUAGES, "/blog/pricing")).toEqual([
    { lang: "en", path: "/blog/pricing" },
    { lang: "de", path: "/de/blog/pricing" },
  ]);
  expect(listLanguageVersions(["en"], "/")).toEqual([{ lang: "en", path: "/" }]);
});

test("each page's paths are listed once per language, the first without a lang parameter", () => {
  const paths = inEachLanguage(LANGUAGES, [{ params: { id: "1" }, props: { retired: false } }]);
  expect(paths).toEqual([
    { params: { id: "1", lang: undefined }, props: { retired: false, lang: "en" } },
    { params: { id: "1", lang: "de" }, props: { retired: false, lang: "de" } },
  ]);
});
