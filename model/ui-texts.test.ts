import { expect, test } from "vitest";

import type { UiEntry } from "./schemas/ui.ts";
import { localPath, pickTexts, type Texts, translator, writingDirection } from "./ui-texts.ts";

function textsOf(lang: string, entries: Record<string, UiEntry>) {
  return { lang, dir: writingDirection(lang), entries } as unknown as Texts;
}

test("a placeholder is filled, a number written for the language", () => {
  const t = translator(textsOf("de", { "footer.rights": "© {year} {name}" }));
  expect(t("footer.rights", { year: "2026", name: "Meridian" })).toBe("© 2026 Meridian");
  const counts = translator(
    textsOf("de", { "notFound.coursesText": { one: "ein Kurs", other: "{count} Kurse" } }),
  );
  expect(counts("notFound.coursesText", { count: 1234, countWord: "" })).toBe("1.234 Kurse");
});

test("a plural text is chosen by Intl.PluralRules for the texts' language", () => {
  const entry = { one: "our {countWord} course", other: "all {countWord} courses" };
  const t = translator(textsOf("en", { "notFound.coursesText": entry }));
  expect(t("notFound.coursesText", { count: 1, countWord: "one" })).toBe("our one course");
  expect(t("notFound.coursesText", { count: 4, countWord: "four" })).toBe("all four courses");
  expect(t("notFound.coursesText", { count: 0, countWord: "no" })).toBe("all no courses");
});

test("an island's texts are its areas' alone", () => {
  const texts = textsOf("en", { "layout.menu": "Menu", "footer.blog": "Blog", "notFound.home": "Home" });
  expect(pickTexts(texts, "layout", "notFound").entries).toEqual({
    "layout.menu": "Menu",
    "notFound.home": "Home",
  });
});

test("a key picks itself alone, beside whole areas", () => {
  const texts = textsOf("en", {
    "layout.menu": "Menu",
    "footer.blog": "Blog",
    "footer.blogFeed": "Feed",
    "notFound.home": "Home",
  });
  expect(pickTexts(texts, "notFound", "footer.blog").entries).toEqual({
    "footer.blog": "Blog",
    "notFound.home": "Home",
  });
});

test("Arabic, Hebrew, Persian and Urdu run right to left, other languages left to right", () => {
  expect(["ar", "he", "fa", "ur", "de", "en"].map(writingDirection)).toEqual([
    "rtl",
    "rtl",
    "rtl",
    "rtl",
    "ltr",
    "ltr",
  ]);
});

test("a link stays in the texts' language: prefixed for a further language, as it is for the first", () => {
  const english = textsOf("en", {});
  const german = { ...textsOf("de", {}), prefix: "/de" };
  expect(localPath(english, "/course/1")).toBe("/course/1");
  expect(localPath(german, "/course/1")).toBe("/de/course/1");
  expect(localPath(german, "/")).toBe("/de");
  expect(pickTexts(german, "layout").prefix).toBe("/de");
  expect(Object.keys(pickTexts(english, "layout"))).toEqual(["lang", "dir", "entries"]);
});
