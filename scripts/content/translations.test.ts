import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, test } from "vitest";

import { originalLangOf } from "../../model/languages.ts";
import { loadContent } from "./load.ts";
import { ContentCopy, markdownFile } from "./test-content.ts";
import { markOriginalTexts } from "./translations.ts";

// Issue 43 item 3: a translation at the original's path under content/{code}/ gives a further language its texts.

const copies: ContentCopy[] = [];

afterEach(() => {
  for (const copy of copies.splice(0)) copy.dispose();
});

/** The fixture with `languages: [en, de]` and `files` (paths under the content root) written over it. */
function twoLanguages(files: Record<string, string> = {}) {
  const copy = new ContentCopy();
  copies.push(copy);
  const site = path.join(copy.root, "content/site.yml");
  copy.write("content/site.yml", `${readFileSync(site, "utf8")}\nlanguages: [en, de]\n`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(copy.root, file)), { recursive: true });
    copy.write(file, text);
  }
  return copy;
}

const COURSE = "content/courses/entrepreneurship.md";
const GERMAN_COURSE = "content/de/courses/entrepreneurship.md";

describe("a further language's content", () => {
  test("a translated course has its texts and the original's prices, ids and choices; the first language is unchanged", () => {
    const copy = twoLanguages({
      [GERMAN_COURSE]: markdownFile(
        ["title: Unternehmertum & Entwicklung von Geschäftsideen", "shortTitle: Unternehmertum & Geschäftsideen"],
        "Sie finden ein Problem, für dessen Lösung Menschen zahlen.",
      ),
    });
    const content = loadContent(copy.root, {});
    const english = content.courses.find(({ id }) => id === "1");
    const german = content.translations?.de?.courses.find(({ id }) => id === "1");
    expect(german?.title).toBe("Unternehmertum & Entwicklung von Geschäftsideen");
    expect(german?.description).toBe("Sie finden ein Problem, für dessen Lösung Menschen zahlen.");
    expect(german?.shortTitle).toBe("Unternehmertum & Geschäftsideen");
    expect(english?.title).not.toBe(german?.title);
    expect(german?.price).toBe(english?.price);
    expect(german?.category).toBe(english?.category);
    expect(german?.features).toEqual(english?.features);
    expect(content.translations?.de?.translatedFiles).toEqual([COURSE]);
  });

  test("a file without a translation is the original's, and is not listed as translated", () => {
    const content = loadContent(twoLanguages().root, {});
    expect(content.translations?.de?.courses).toEqual(content.courses);
    expect(content.translations?.de?.blog).toEqual(content.blog);
    expect(content.translations?.de?.translatedFiles).toEqual([]);
  });

  test("a one-language site has no translations, whatever lies under content/de/", () => {
    const copy = new ContentCopy();
    copies.push(copy);
    mkdirSync(path.join(copy.root, "content/de/courses"), { recursive: true });
    copy.write(GERMAN_COURSE, markdownFile(["title: Unternehmertum"]));
    expect(loadContent(copy.root, {}).translations).toBeUndefined();
  });

  test("a translated promise is what the language's texts quote", () => {
    const copy = twoLanguages({ "content/de/site.yml": "promises:\n  supportResponseTime: 2 Stunden\n" });
    const content = loadContent(copy.root, {});
    expect(content.translations?.de?.site.promises.supportResponseTime).toBe("2 Stunden");
    expect(content.site.promises.supportResponseTime).toBe("2 hours");
    expect(content.translations?.de?.translatedFiles).toEqual(["content/site.yml"]);
  });

  test("a shared value, a list of another length and an unknown field are refused, naming file, line and field", () => {
    const copy = twoLanguages({
      [GERMAN_COURSE]: markdownFile([
        "title: Unternehmertum",
        "price: 1",
        "features:",
        "  - Nur eine Zeile",
        "subtitle: Neu",
      ]),
    });
    expect(copy.problems()).toEqual([
      `${GERMAN_COURSE}, line 3: price: is the same in every language (only texts are translated): leave it out here, or change it in the original`,
      `${GERMAN_COURSE}, line 5: features: has 1 items where the original has 4: a translation keeps the original's items, in the same order, and translates their texts`,
      expect.stringMatching(new RegExp(`^${GERMAN_COURSE}, line 6: subtitle: is not a field of this file \\(its fields: id, `)),
    ]);
  });

  test("a setting written as text is shared too: a translated site.yml cannot move the time zone", () => {
    const copy = twoLanguages({ "content/de/site.yml": "timeZone: Europe/Berlin\n" });
    expect(copy.problems()).toEqual([
      "content/de/site.yml, line 1: timeZone: is the same in every language (only texts are translated): leave it out here, or change it in the original",
    ]);
  });

  test("a shared value repeated unchanged is accepted", () => {
    const copy = twoLanguages();
    const original = readFileSync(path.join(copy.root, COURSE), "utf8");
    const price = /^price: .*$/m.exec(original)?.[0] ?? "";
    mkdirSync(path.join(copy.root, "content/de/courses"), { recursive: true });
    copy.write(GERMAN_COURSE, markdownFile(["title: Unternehmertum", price]));
    expect(copy.problems()).toEqual([]);
  });

  test("a translation whose original was renamed or removed, or that no collection reads, is named", () => {
    const copy = twoLanguages({
      "content/de/courses/old-name.md": markdownFile(["title: Alter Kurs"]),
      "content/de/ui/en.yml": "lang: en\n",
    });
    expect(copy.problems()).toEqual([
      "content/de/courses/old-name.md: translates content/courses/old-name.md, which does not exist: rename this file as its original is named now, or remove it",
      "content/de/ui/en.yml: is not a file the site reads in de: a translation has the path of its original under content/de/",
    ]);
  });

  test("an empty body keeps the original's text", () => {
    const copy = twoLanguages({ [GERMAN_COURSE]: markdownFile(["title: Unternehmertum"], "") });
    const content = loadContent(copy.root, {});
    const german = content.translations?.de?.courses.find(({ id }) => id === "1");
    expect(german?.description).toBe(content.courses.find(({ id }) => id === "1")?.description);
  });

  test("an untranslated text quotes the original's promise, a translated one the language's", () => {
    const copy = twoLanguages({
      "content/de/site.yml": "promises:\n  supportResponseTime: 2 Stunden\n",
      "content/de/jobs/customer-success-manager.md": markdownFile(
        ["title: Kundenbetreuung"],
        "Sie beantworten Anfragen innerhalb der {promises.supportResponseTime}, die wir versprechen.",
      ),
    });
    const content = loadContent(copy.root, {});
    const german = content.translations?.de;
    // help.yml has no translation: its English answer keeps the English promise, not "2 Stunden" mid-sentence.
    const answer = (faqs: NonNullable<typeof german>["help"]["faqs"]) => faqs.find(({ id }) => id === "video")?.answer;
    if (!german) throw new Error("no German content");
    expect(answer(german.help.faqs)).toBe(answer(content.help.faqs));
    expect(answer(german.help.faqs)).toContain(`within ${content.site.promises.supportResponseTime}`);
    expect(german?.help).toEqual(content.help);
    const job = german?.jobs.find(({ title }) => title === "Kundenbetreuung");
    expect(JSON.stringify(job)).toContain("innerhalb der 2 Stunden");
    // The English site quotes its own promise.
    expect(JSON.stringify(content.jobs)).not.toContain("Stunden");
  });

  test("{course:slug} in a translation names the course by its title in that language and links its page there", () => {
    const copy = twoLanguages({
      "content/de/courses/company-formation.md": markdownFile(["title: Unternehmensgründung & Finanzen"]),
      "content/de/blog/profit-is-not-cash.md": markdownFile(
        ["title: Gewinn ist nicht gleich Liquidität"],
        "Mehr dazu in unserem Kurs [{course:company-formation}]; siehe auch {course:e-export}.",
      ),
    });
    const content = loadContent(copy.root, {});
    const german = content.translations?.de?.blog.find(({ slug }) => slug === "profit-is-not-cash");
    const english = content.blog.find(({ slug }) => slug === "profit-is-not-cash");
    const eExport = content.courses.find(({ id }) => content.courseFiles[id] === "content/courses/e-export.md");
    expect(german?.html).toContain("Unternehmensgründung &amp; Finanzen");
    expect(german?.html).toMatch(/href="\/de\/course\/\d+"/);
    // A course without a translation is named by its original title.
    expect(german?.html).toContain(eExport?.title.replace(/&/g, "&amp;"));
    expect(english?.html).not.toContain("Unternehmensgründung");
    expect(english?.html).not.toContain('href="/de/');
  });

  test("an entry no translation changed is marked the original's text, a field of one too", () => {
    const copy = twoLanguages({
      [GERMAN_COURSE]: markdownFile(["title: Unternehmertum"]),
      "content/de/pages.yml": "home:\n  pageTitle: Startseite\n",
    });
    const content = loadContent(copy.root, {});
    const german = content.translations?.de;
    if (!german) throw new Error("no German content");
    const entries = (list: ReadonlyArray<{ id: string }>) => list.map((course) => [course.id, course] as const);
    const marked = new Map(markOriginalTexts(entries(german.courses), entries(content.courses), "en"));
    expect(originalLangOf(marked.get("1"))).toBeUndefined();
    expect(originalLangOf(marked.get("2"))).toBe("en");
    expect(originalLangOf(marked.get("1"), "title")).toBeUndefined();
    expect(originalLangOf(marked.get("1"), "features")).toBe("en");
    const pages = markOriginalTexts([["pages", german.pages]], [["pages", content.pages]], "en")[0]?.[1];
    expect(originalLangOf(pages, "home")).toBeUndefined();
    expect(originalLangOf(pages, "catalogue")).toBe("en");
    expect(originalLangOf(pages)).toBeUndefined();
  });
});
