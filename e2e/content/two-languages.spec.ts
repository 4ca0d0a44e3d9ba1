// Issue 43: `languages: [en, de]` in site.yml serves English at `/` and German under `/de/`, the same paths,
// each page linking its other language (docs/decisions/0064): the fixture built so, browsed.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";

import type { APIRequestContext, Page } from "@playwright/test";

import { ISLAND_TEXTS } from "../../app/lib/island-texts.ts";
import { formatPrice, formatWeeks, nameLevel, parseWeeks } from "../../model/course-format.ts";
import type { Content } from "../../model/schemas/content.ts";
import type { UiEntry } from "../../model/schemas/ui.ts";
import { translator } from "../../model/ui-texts.ts";
import { toTitleCase } from "../../model/words.ts";
import { contentRoot, loadContent } from "../../scripts/content/load.ts";
import { freePorts, startNginx } from "../../scripts/nginx-test-server.mjs";
import { startPagesDev } from "../../scripts/pages-test-server.mjs";
import { buildCopyWithSettings, contentFile, contentPath, type copyCheckout, serveClient } from "../checkout-copy";
import { allowTime, expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";

const BUILD = "build/two-languages";

test.describe.configure({ mode: "serial", timeout: 600_000 });

let copy: ReturnType<typeof copyCheckout> | undefined;
let content: Content;
let server: Server;
let origin = "";

// The tests' own translation of one course: its texts only; its price, id and choices stay the original's.
const TRANSLATED_COURSE = "courses/company-formation.md";
const TRANSLATION = [
  "---",
  "title: Unternehmensgründung, Handel & Finanzmanagement",
  "shortTitle: Gründung & Finanzen",
  "---",
  "",
  "Gründen Sie Ihr Unternehmen auf festem Grund: die passende Rechtsform, eine saubere Buchhaltung und ein Blick auf die Liquidität, bevor sie knapp wird.",
].join("\n");

// Issue 40's owner texts translated: the fixture's course on sale (its sale's label and free lesson) and a review.
const SELLING_TRANSLATIONS = {
  "de/courses/pricing-for-profit.md": [
    "---",
    "title: Preise mit Gewinn",
    "sale: { label: Einführungspreis }",
    "preview: |",
    "  ## Lektion 1: Was Ihr Preis decken muss",
    "",
    "  Bevor Sie auf die Konkurrenz schauen, listen Sie auf, was ein Verkauf Sie kostet.",
    "---",
    "",
    "Preise, die Ihre Kosten decken und zeigen, was Ihre Arbeit wert ist.",
  ].join("\n"),
  "de/reviews/pricing-amara.md": [
    "---",
    "role: Gründerin, Lumen Candles",
    "---",
    "",
    "Meine eigenen Stunden hatte ich nicht im Preis. Nach der ersten Woche habe ich meine Preise um ein Fünftel erhöht.",
  ].join("\n"),
};

// A translated post naming the translated course: the reference reads its German title and links its German page.
const TRANSLATED_POST = "blog/profit-is-not-cash.md";
const POST_TRANSLATION = [
  "---",
  "title: Gewinn ist nicht gleich Liquidität",
  "---",
  "",
  "Liquidität planen Sie in unserem Kurs [{course:company-formation}].",
].join("\n");

// The guarantee worded in site.yml (the fixture's is written from refundWindow), and translated in de/site.yml:
// German pages state the German one, English pages the English one.
const GERMAN_GUARANTEE = "30-Tage-Geld-zurück-Garantie";
// The reply times translated too: contact, support, careers and the policies quote these on German pages.
const GERMAN_PROMISES = { replyTime: "24 Stunden", supportResponseTime: "2 Stunden", applicationReplyTime: "5-7 Werktagen" };
const SITE_TRANSLATION = [
  "promises:",
  `  guarantee: ${GERMAN_GUARANTEE}`,
  ...Object.entries(GERMAN_PROMISES).map(([key, value]) => `  ${key}: ${value}`),
  "",
].join("\n");

// A translated help article quoting {courses.list}: its lines are worded in German (level, duration, price).
const TRANSLATED_HELP = "help/choosing-the-right-course.md";
const HELP_TRANSLATION = [
  "---",
  "title: Den passenden Kurs wählen",
  "---",
  "",
  "Unsere Kurse im Überblick:",
  "",
  "{courses.list}",
].join("\n");
const WORDED_SITE = () =>
  `${readFileSync(contentFile(contentRoot(), "site.yml"), "utf8").replace(/^ {2}# guarantee:/m, "  guarantee:")}\nlanguages: [en, de]\n`;

test.beforeAll(async () => {
  const made = buildCopyWithSettings("meridian-two-languages-", BUILD, "languages: [en, de]", {
    "site.yml": WORDED_SITE(),
    "de/site.yml": SITE_TRANSLATION,
    [`de/${TRANSLATED_COURSE}`]: TRANSLATION,
    ...SELLING_TRANSLATIONS,
    [`de/${TRANSLATED_POST}`]: POST_TRANSLATION,
    [`de/${TRANSLATED_HELP}`]: HELP_TRANSLATION,
  });
  copy = made.copy;
  expect(made.build.status, `${made.build.stdout}\n${made.build.stderr}`).toBe(0);
  content = loadContent(made.copy.root, {});
  ({ server, origin } = await serveClient(`${BUILD}/client`));
});

test.afterAll(() => {
  server?.close();
  copy?.remove();
});

/** The head's alternates of the page: hreflang → address. */
async function readAlternates(page: Page) {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute("hreflang"), node.getAttribute("href")]));
  return Object.fromEntries(links);
}

/** A dictionary's texts of an area (`"catalog"`) or of the keys listed, each form of a plural text apart. */
function textsOf(lang: "en" | "de", area: string | ReadonlyArray<string>) {
  const dictionary = content.ui[lang];
  if (!dictionary) throw new Error(`the copy has no ${contentPath("ui", `${lang}.yml`)}`);
  const forms = (entry: UiEntry) => (typeof entry === "string" ? [entry] : Object.values(entry));
  return Object.entries(dictionary.entries)
    .filter(([key]) => (typeof area === "string" ? key.startsWith(`${area}.`) : area.includes(key)))
    .flatMap(([, entry]) => forms(entry));
}

test("a course page in English at /course/{id} and in German at /de/course/{id}, each linking the other, axe clean", async ({
  page,
}) => {
  const [course] = content.courses;
  const url = content.site.url;
  const english = `/course/${course.id}`;
  const german = `/de/course/${course.id}`;
  const alternates = { en: `${url}${english}`, de: `${url}${german}`, "x-default": `${url}${english}` };

  await gotoHydrated(page, `${origin}${english}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("link", { name: /^Enroll Now/ }).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${url}${english}`);
  expect(await readAlternates(page)).toEqual(alternates);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "de_DE");
  const toGerman = page.getByRole("banner").getByRole("link", { name: "Deutsch", exact: true });
  await expect(toGerman).toHaveAttribute("href", german);
  await expect(toGerman).toHaveAttribute("hreflang", "de");
  await expect(toGerman).toHaveAttribute("lang", "de");
  await expectNoAxeViolations(page, `${english} (en)`);

  await toGerman.click();
  await expect(page).toHaveURL(`${origin}${german}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: /^Jetzt anmelden/ }).first()).toBeVisible();
  // The owner's words are not translated yet: they say which language they are in.
  await expect(page.getByRole("heading", { level: 1, name: course.title })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("main").getByText(formatPrice(course.priceAmount, content.site.currency, "de")).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${url}${german}`);
  expect(await readAlternates(page)).toEqual(alternates);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "en_US");
  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
  await expect(toEnglish).toHaveAttribute("href", english);
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  // The German page's own links stay in German.
  await expect(page.getByRole("banner").getByRole("link", { name: "Kurse", exact: true })).toHaveAttribute("href", "/de/courses");
  await expect(page.getByRole("link", { name: /^Jetzt anmelden/ }).first()).toHaveAttribute("href", `/de/purchase/${course.id}`);
  await expectNoAxeViolations(page, `${german} (de)`);
});

test("the phone menu offers the other language too", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${origin}/de/legal/privacy`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("button", { name: "Menü" }).click();
  const menu = page.locator("#site-menu");
  const toEnglish = menu.getByRole("link", { name: "English", exact: true });
  await expect(toEnglish).toBeVisible();
  await expect(toEnglish).toHaveAttribute("href", "/legal/privacy");
  await expectNoAxeViolations(page, "/de/legal/privacy, menu open (phone)");
});

test("an island on a German page receives German texts only, and the blog has a German address and feed", async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${origin}/de/courses`)).text();
  const props = [...html.matchAll(/<astro-island[^>]* props="([^"]*)"/g)].map(([, value]) => value).join("\n");
  expect(props).not.toBe("");
  // The catalogue's island carries the catalogue texts it reads (decision 0080), and each of them in German.
  const german = new Set(textsOf("de", ISLAND_TEXTS.courseCatalog));
  const germanCatalogue = new Set(textsOf("de", "catalog"));
  const englishOnly = textsOf("en", "catalog").filter((text) => !germanCatalogue.has(text) && text.length > 3);
  expect(englishOnly.length).toBeGreaterThan(5);
  // A text travels as a whole serialised value, `[0,"…"]` (the owner's content may contain the same words).
  const serialised = (text: string) => `[0,&quot;${text.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}&quot;]`;
  for (const text of englishOnly) expect(props, text).not.toContain(serialised(text));
  for (const text of german) expect(props).toContain(serialised(text));

  const [article] = content.blog;
  if (!article) throw new Error("the fixture has no blog post");
  await page.goto(`${origin}/de/blog/${article.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  const feed = await (await request.get(`${origin}/de/blog/rss.xml`)).text();
  expect(feed).toContain("<language>de</language>");
  expect(feed).toContain(`<link>${content.site.url}/de/blog/${article.slug}</link>`);
  const englishFeed = await (await request.get(`${origin}/blog/rss.xml`)).text();
  expect(englishFeed).toContain("<language>en</language>");
  expect(englishFeed).toContain(`<link>${content.site.url}/blog/${article.slug}</link>`);
});

test("the sitemap lists each page in both languages, each entry naming the other and x-default", async ({ request }) => {
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  const url = content.site.url;
  const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => entry ?? "");
  const entryOf = (path: string) => entries.find((entry) => entry.includes(`<loc>${url}${path}</loc>`)) ?? "";
  for (const path of ["/course/1", "/de/course/1", "/de", "/"]) {
    const entry = entryOf(path);
    expect(entry, path).not.toBe("");
    const alternate = path.startsWith("/de") ? path.slice(3) || "/" : path === "/" ? "/de" : `/de${path}`;
    const [english, german] = path.startsWith("/de") ? [alternate, path] : [path, alternate];
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${url}${english}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${url}${german}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url}${english}"/>`);
  }
  expect(entries.length % 2).toBe(0);
});

test("a translated course reads in German everywhere; an untranslated one shows its original, marked and noted", async ({
  page,
  request,
}) => {
  const translatedId = Object.entries(content.courseFiles).find(([, file]) => file === contentPath(...TRANSLATED_COURSE.split("/")))?.[0];
  const original = content.courses.find(({ id }) => id === translatedId);
  const untranslated = content.courses.find(({ id }) => id !== translatedId);
  if (!original || !untranslated) throw new Error(`the fixture has no ${contentPath(TRANSLATED_COURSE)} beside another course`);

  await page.goto(`${origin}/de/course/${original.id}`);
  const heading = page.getByRole("heading", { level: 1, name: "Unternehmensgründung, Handel & Finanzmanagement" });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute("lang", /./);
  await expect(page.getByText(/^Gründen Sie Ihr Unternehmen auf festem Grund/)).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByRole("main").getByText(formatPrice(original.priceAmount, content.site.currency, "de")).first()).toBeVisible();
  // Its share image is drawn in German, beside the English one.
  const image = `/images/share/de/course-${original.id}.png`;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${content.site.url}${image}`);
  const drawn = await request.get(`${origin}${image}`);
  expect(drawn.headers()["content-type"]).toBe("image/png");
  expect((await drawn.body()).equals(await (await request.get(`${origin}/images/share/course-${original.id}.png`)).body())).toBe(false);
  await expectNoAxeViolations(page, `/de/course/${original.id} (translated)`);

  await page.goto(`${origin}/de/course/${untranslated.id}`);
  await expect(page.getByRole("heading", { level: 1, name: untranslated.title })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("note")).toHaveText("Noch nicht übersetzt: Dieser Text erscheint in der Originalsprache (Englisch).");
  await expectNoAxeViolations(page, `/de/course/${untranslated.id} (untranslated)`);

  // The English page keeps the original, and the lists in each language hold the same courses.
  await page.goto(`${origin}/course/${original.id}`);
  await expect(page.getByRole("heading", { level: 1, name: original.title })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  const cards = async (path: string) => {
    await gotoHydrated(page, `${origin}${path}`);
    return page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
  };
  const english = await cards("/courses");
  const german = await cards("/de/courses");
  expect(german).toHaveLength(english.length);
  expect(german).toContain("Unternehmensgründung, Handel & Finanzmanagement");
  expect(german).not.toContain(original.title);

  // Each language's help search reads its own index of the same articles.
  const index = async (path: string) => (await (await request.get(`${origin}${path}`)).json()) as unknown[];
  expect((await index("/de/help/search-index.json")).length).toBe((await index("/help/search-index.json")).length);
});

test("a German page marks each smaller block still in English with lang=\"en\" and leaves translated ones unmarked; English pages mark none", async ({
  page,
}) => {
  const translatedId = Object.entries(content.courseFiles).find(([, file]) => file === contentPath(...TRANSLATED_COURSE.split("/")))?.[0];
  const original = content.courses.find(({ id }) => id === translatedId);
  const details = translatedId ? content.courseDetails[translatedId] : undefined;
  const [week] = details?.curriculum ?? [];
  if (!original || !details || !week) throw new Error(`the fixture has no ${contentPath(TRANSLATED_COURSE)}`);
  const english = (text: string) => page.locator('main [lang="en"]').filter({ hasText: text }).first();

  // The course's title is translated, its features, curriculum and FAQ are not, nor pages.yml's line above the others.
  await page.goto(`${origin}/de/course/${original.id}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
  await expect(english(original.features[0] ?? "")).toBeAttached();
  await expect(page.locator('main ol [lang="en"]').filter({ hasText: week.title }).first()).toBeAttached();
  await expect(english(details.faq[0]?.question ?? "")).toBeAttached();
  await expect(english(content.pages.catalogue.otherCourses)).toBeVisible();
  // On a phone the long German words of the title wrap inside the screen.
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(VIEWPORTS.desktop);
  // The interface's own words around them stay German, unmarked.
  await expect(page.locator("main h2", { hasText: "Fragen zu diesem Kurs" }).first()).not.toHaveAttribute("lang", /./);

  // The home page: pages.yml's texts and the hero's curriculum are the original's.
  await page.goto(`${origin}/de`);
  await expect(english(content.pages.home.hero.title)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).locator("xpath=ancestor-or-self::*[@lang][1]")).toHaveAttribute("lang", "en");

  // The about page: company.yml's story and values, the instructor's biography, pages.yml's closing line.
  await page.goto(`${origin}/de/about`);
  await expect(english(content.company.about.story[0] ?? "")).toBeVisible();
  await expect(english(content.company.about.values[0]?.title ?? "")).toBeVisible();
  await expect(english(content.instructors[0]?.bio[0] ?? "")).toBeVisible();
  await expect(english(content.pages.catalogue.aboutClosing)).toBeVisible();
  // The card's label is the dictionary's, in German (it was an English string in the code).
  await expect(page.getByText("Ihre Kursleitung", { exact: true })).toBeVisible();

  // The mission page (company.yml's mission) and the support page (support.yml): the owner's blocks are English,
  // the page's heading German, unmarked.
  const { mission } = content.company;
  await page.goto(`${origin}/de/mission`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
  await expect(english(mission.statement)).toBeVisible();
  await expect(english(mission.pillars[0]?.title ?? "")).toBeVisible();
  await expect(english(mission.impact[0]?.label ?? "")).toBeVisible();
  await expect(english(mission.goals[0]?.title ?? "")).toBeVisible();
  await expect(english(mission.vision.summary)).toBeVisible();
  await page.goto(`${origin}/de/support`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
  await expect(english(content.support.stats[0]?.label ?? "")).toBeVisible();
  await expect(english(content.support.channels.chat.title)).toBeVisible();
  await expect(english(content.support.quickAnswers[0]?.question ?? "")).toBeVisible();
  await page.goto(`${origin}/de/careers`);
  await expect(english(content.company.careers.perks[0]?.title ?? "")).toBeVisible();
  await expect(english(content.company.careers.hiringSteps[0] ?? "")).toBeAttached();

  // A translated post names the translated course by its German title and links its German page.
  await page.goto(`${origin}/de/blog/profit-is-not-cash`);
  const link = page.getByRole("main").getByRole("link", { name: "Unternehmensgründung, Handel & Finanzmanagement" });
  await expect(link).toHaveAttribute("href", `/de/course/${original.id}`);
  await expect(page.getByRole("note")).toHaveCount(0);

  // The first language's pages are in the page's language throughout.
  const [retired] = content.retiredCourses;
  const paths = ["/", "/about", "/mission", "/support", "/careers", "/contact", "/help", "/blog", "/legal/privacy"];
  for (const path of [...paths, `/course/${original.id}`, `/purchase/${original.id}`, `/course/${retired?.id ?? ""}`]) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator("main [lang]")).toHaveCount(0);
  }
});

test("each language's course and purchase pages state its own guarantee: de/site.yml's on German pages, site.yml's on English ones", async ({
  page,
}) => {
  const [course] = content.courses;
  const english = toTitleCase(content.site.promises.guarantee);
  expect(content.site.promises.guarantee).not.toBe(GERMAN_GUARANTEE);
  expect(content.translations?.de?.site.promises.guarantee).toBe(GERMAN_GUARANTEE);
  const stated = (text: string) => page.getByRole("main").getByText(text, { exact: true });
  for (const path of [`/de/course/${course.id}`, `/de/purchase/${course.id}`]) {
    await page.goto(`${origin}${path}`);
    await expect(stated(GERMAN_GUARANTEE).first(), path).toBeVisible();
    // Translated, so not marked as the original's English.
    await expect(stated(GERMAN_GUARANTEE).first()).not.toHaveAttribute("lang", /./);
    await expect(stated(english), path).toHaveCount(0);
  }
  // The course page's last call to enrol and the purchase page's description quote it too.
  await page.goto(`${origin}/de/course/${course.id}`);
  await expect(page.locator('[aria-labelledby="course-enrol"]')).toContainText(GERMAN_GUARANTEE);
  await page.goto(`${origin}/de/purchase/${course.id}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(GERMAN_GUARANTEE));
  for (const path of [`/course/${course.id}`, `/purchase/${course.id}`]) {
    await page.goto(`${origin}${path}`);
    await expect(stated(english).first(), path).toBeVisible();
    await expect(page.getByRole("main").getByText(GERMAN_GUARANTEE), path).toHaveCount(0);
  }
});

/** The JSON-LD of a built page, each script's object. */
async function readJsonLd(request: APIRequestContext, path: string) {
  const html = await (await request.get(`${origin}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? "null") as Record<string, unknown> & { "@type": string },
  );
}

test("a purchase request from a German page: a German draft on the German Email Ready screen, naming its language", async ({
  page,
}) => {
  const german = content.ui.de;
  if (!german) throw new Error(`the copy has no ${contentPath("ui", "de.yml")}`);
  const t = translator(german);
  const course = content.courses.find(({ id }) => id === "1");
  if (!course) throw new Error("the fixture has no course 1");
  // The fixture's dictionary names German by its own name: that is the line the owner reads.
  expect(t("draft.language", { language: t("language.name") })).toBe("Sprache: Deutsch");

  await gotoHydrated(page, `${origin}/de/purchase/${course.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("textbox", { name: t("form.fullName") }).fill("Amara Nwosu");
  await page.getByRole("textbox", { name: t("form.email") }).fill("amara@nwosu-trading.com");
  await page.getByRole("textbox", { name: t("purchase.company") }).fill("Nwosu Trading Ltd");
  await page.getByRole("button", { name: t("purchase.submit") }).click();

  const ready = page.getByRole("region", { name: t("form.ready") });
  await expect(ready.getByRole("heading", { name: t("form.ready") })).toBeFocused();
  await expect(ready.getByRole("textbox", { name: t("form.subject") })).toHaveValue(
    t("draft.purchaseSubject", { course: course.title }),
  );
  const body = ready.getByRole("textbox", { name: t("form.body") });
  await expect(body).toHaveValue(
    /\nUnternehmen: Nwosu Trading Ltd\nSprache: Deutsch\n\nWeitere Hinweise\nKeine Angabe\n/,
  );
  const draft = await body.inputValue();
  const opening = `${t("draft.greeting", { brand: content.site.name })}\n\n${t("draft.purchaseIntro")}\n`;
  expect(draft.startsWith(opening), draft).toBe(true);
  expect(draft.match(/Sprache: /g)).toHaveLength(1);
  await expect(ready).toContainText(`abgesichert durch unsere ${GERMAN_GUARANTEE}`);
  await expect(body).not.toHaveValue(/Language/);
  await expectNoAxeViolations(page, `/de/purchase/${course.id}, Email Ready (de)`);
});

test("a German page's JSON-LD names the German pages, and inLanguage the language its words are in", async ({
  request,
}) => {
  const url = content.site.url;
  const [article] = content.blog;
  if (!article) throw new Error("the fixture has no blog post");
  const only = (data: ReadonlyArray<Record<string, unknown> & { "@type": string }>, type: string) => {
    const found = data.filter((item) => item["@type"] === type);
    expect(found, type).toHaveLength(1);
    return found[0];
  };

  const germanCourse = await readJsonLd(request, "/de/course/1");
  expect(only(germanCourse, "Course")).toMatchObject({
    "@id": `${url}/de/course/1#course`,
    url: `${url}/de/course/1`,
    // Course 1 has no translation: its words are the English file's.
    inLanguage: "en",
    offers: [{ url: `${url}/de/purchase/1` }],
  });
  const translatedId = Object.entries(content.courseFiles).find(
    ([, file]) => file === contentPath(...TRANSLATED_COURSE.split("/")),
  )?.[0];
  expect(only(await readJsonLd(request, `/de/course/${translatedId}`), "Course")).toMatchObject({
    url: `${url}/de/course/${translatedId}`,
    inLanguage: "de",
  });
  const crumbs = only(germanCourse, "BreadcrumbList")?.itemListElement as ReadonlyArray<{ item: string }>;
  for (const { item } of crumbs) expect(item === `${url}/de` || item.startsWith(`${url}/de/`), item).toBe(true);
  expect(only(await readJsonLd(request, "/course/1"), "Course")).toMatchObject({
    url: `${url}/course/1`,
    inLanguage: "en",
  });

  expect(only(await readJsonLd(request, `/de/blog/${article.slug}`), "BlogPosting")).toMatchObject({
    url: `${url}/de/blog/${article.slug}`,
    mainEntityOfPage: { "@id": `${url}/de/blog/${article.slug}` },
    inLanguage: "en",
  });
  expect(only(await readJsonLd(request, "/de/help"), "FAQPage")).toMatchObject({ inLanguage: "en" });
  expect(only(await readJsonLd(request, "/help"), "FAQPage")).toMatchObject({ inLanguage: "en" });
  const list = only(await readJsonLd(request, "/de/courses"), "ItemList")?.itemListElement as ReadonlyArray<{
    url: string;
  }>;
  for (const { url: item } of list) expect(item.startsWith(`${url}/de/course/`), item).toBe(true);
});

test("the selling tools in German: a translated sale label, review and free lesson, German dates, a German waitlist request", async ({
  page,
}) => {
  const german = content.ui.de;
  if (!german) throw new Error(`the copy has no ${contentPath("ui", "de.yml")}`);
  const t = translator(german);
  const onSale = content.courses.find(({ id }) => id === "6");
  const onWaitlist = content.courses.find(({ id }) => id === "8");
  if (!onSale?.sale || onWaitlist?.enrolment !== "waitlist") throw new Error("the fixture lacks course 6 on sale or course 8 on a waitlist");
  const inGerman = (amount: number) => formatPrice(amount, content.site.currency, "de");

  // The fixture's today is 2026-12-15: the sale runs until 2026-12-31, the next cohort starts 2027-01-12.
  await gotoHydrated(page, `${origin}/de/course/6`);
  const card = page.getByRole("complementary", { name: t("coursePage.enrolment") });
  await expect(card.getByText(inGerman(onSale.priceAmount), { exact: true })).toBeVisible();
  await expect(card.locator("del")).toHaveText(`${t("offer.regularPrice")} ${inGerman(onSale.sale.regularPriceAmount)}`);
  await expect(card.getByText("Einführungspreis bis 31. Dezember 2026")).toBeVisible();
  await page.getByRole("tab", { name: t("coursePage.reviews") }).click();
  const reviews = page.getByRole("tabpanel", { name: t("coursePage.reviews") }).getByRole("listitem");
  await expect(reviews.first().getByRole("heading", { level: 3 })).toHaveText("Amara Nwosu, Gründerin, Lumen Candles");
  await expect(reviews.first()).toContainText("Meine eigenen Stunden hatte ich nicht im Preis.");
  await expect(reviews.locator("time")).toHaveText(["20. November 2026", "2. Oktober 2026"]);
  await expect(page.getByRole("region", { name: t("course.testimonialsTitle") })).toContainText("Meine eigenen Stunden");

  await gotoHydrated(page, `${origin}/de/course/6/preview`);
  await expect(page.getByRole("heading", { name: "Lektion 1: Was Ihr Preis decken muss" })).toBeVisible();
  await expect(page.getByRole("link", { name: t("offer.enrol") })).toHaveAttribute("href", "/de/purchase/6");

  await gotoHydrated(page, `${origin}/de/course/7`);
  await expect(
    page.getByRole("complementary", { name: t("coursePage.enrolment") }).getByText("Der nächste Durchgang beginnt am 12. Januar 2027 · Anmeldung bis 5. Januar"),
  ).toBeVisible();

  // A waitlist request from the German page: a German draft with the German subject.
  await gotoHydrated(page, `${origin}/de/purchase/8`);
  await page.getByRole("textbox", { name: t("form.fullName") }).fill("Amara Nwosu");
  await page.getByRole("textbox", { name: t("form.email") }).fill("amara@nwosu-trading.com");
  await page.getByRole("button", { name: t("purchase.waitlistSubmit") }).click();
  const ready = page.getByRole("region", { name: t("form.ready") });
  await expect(ready.getByRole("textbox", { name: t("form.subject") })).toHaveValue(
    t("draft.waitlistSubject", { course: onWaitlist.title }),
  );
  await expect(ready.getByRole("textbox", { name: t("form.body") })).toHaveValue(/Sprache: Deutsch/);

  // A German page built before the sale's end, sent after it: the regular price, written the German way.
  await page.clock.setFixedTime(new Date("2027-01-01T06:00:00Z"));
  await gotoHydrated(page, `${origin}/de/purchase/6`);
  await page.getByRole("textbox", { name: t("form.fullName") }).fill("Amara Nwosu");
  await page.getByRole("textbox", { name: t("form.email") }).fill("amara@nwosu-trading.com");
  await page.getByRole("button", { name: t("purchase.submit") }).click();
  const body = page.getByRole("region", { name: t("form.ready") }).getByRole("textbox", { name: t("form.body") });
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(body).toHaveValue(
    new RegExp(`\n${literally(t("draft.price", { price: inGerman(onSale.sale.regularPriceAmount) }))}\n`),
  );
  await expect(body).not.toHaveValue(new RegExp(literally(inGerman(onSale.priceAmount))));
});

/** Each host runtime that runs here, serving this build: `npm start`'s handler, the nginx recipe, Cloudflare's. */
const RUNTIMES: ReadonlyArray<{ name: string; start: () => Promise<{ origin: string; stop: () => Promise<void> }> }> = [
  { name: "npm start", start: async () => ({ origin, stop: async () => {} }) },
  {
    name: "nginx",
    start: async () => {
      const [port = 0, tlsPort = 0, redirectPort = 0] = await freePorts(3);
      const nginx = await startNginx({ port, tlsPort, redirectPort, build: BUILD, stdio: "ignore" });
      return { origin: `http://127.0.0.1:${port}`, stop: () => nginx.stop() };
    },
  },
  {
    name: "Cloudflare Pages",
    start: async () => {
      const [port = 0, inspectorPort = 0] = await freePorts(2);
      const pages = await startPagesDev({ port, inspectorPort, clientDir: `${BUILD}/client` });
      return { origin: `http://127.0.0.1:${port}`, stop: () => pages.stop() };
    },
  },
];

/** The `<h1>` of an HTML text, its markup left out. */
const headingOf = (html: string) => /<h1\b[^>]*>([^]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");

for (const runtime of RUNTIMES) {
  test(`${runtime.name}: an unknown address under /de/ answers 404 with the German page of its folder, without /de/ the English one`, async () => {
    allowTime(90_000);
    const [german, english] = [content.ui.de, content.ui.en];
    if (!german || !english) throw new Error(`the copy has no ${contentPath("ui", "de.yml")} or en.yml`);
    const [de, en] = [translator(german), translator(english)];
    const url = content.site.url.replace(/\/$/, "");
    const courseNote = (t: typeof de) => t("notFound.courseNote", { course: "{course}" }).split("{course}")[0] ?? "";
    const cases = [
      { path: "/de/nothing", lang: "de", heading: de("notFound.title") },
      { path: "/de/blog/nothing", lang: "de", heading: de("notFound.articleTitle") },
      { path: "/de/help/nothing", lang: "de", heading: de("notFound.helpArticleTitle") },
      { path: "/de/course/999", lang: "de", canonical: "/de/course/1", note: courseNote(de) },
      { path: "/de/purchase/999", lang: "de", canonical: "/de/purchase/1", note: courseNote(de) },
      { path: "/de/legal/nothing", lang: "de", canonical: "/de/legal/privacy" },
      { path: "/nothing", lang: "en", heading: en("notFound.title") },
      { path: "/course/999", lang: "en", canonical: "/course/1", note: courseNote(en) },
      { path: "/blog/nothing", lang: "en", heading: en("notFound.articleTitle") },
    ];
    const server = await runtime.start();
    try {
      for (const { path, lang, heading, canonical, note } of cases) {
        const response = await fetch(`${server.origin}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html lang="${lang}" dir="ltr"`));
        expect(html, path).toMatch(/http-equiv="Content-Security-Policy"/i);
        if (heading) expect(headingOf(html), path).toBe(heading);
        if (heading) expect(html, path).not.toMatch(/<link rel="canonical"|<link rel="alternate" hreflang/i);
        if (canonical) expect(html, path).toContain(`<link rel="canonical" href="${url}${canonical}"`);
        if (note) expect(html, path).toContain(note);
      }
    } finally {
      await server.stop();
    }
  });
}

test("the German 404 page: German, its switch leading to the English one, no address of its own, axe clean", async ({
  page,
}) => {
  const german = content.ui.de;
  if (!german) throw new Error(`the copy has no ${contentPath("ui", "de.yml")}`);
  const t = translator(german);
  const response = await page.goto(`${origin}/de/nothing`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: t("notFound.title") })).toBeVisible();
  const main = page.getByRole("main");
  for (const href of ["/de", "/de/courses", "/de/help"])
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
  await expect(toEnglish).toHaveAttribute("href", "/404");
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page, "/de/nothing");
  const english = await page.goto(`${origin}/nothing`);
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("banner").getByRole("link", { name: "Deutsch", exact: true })).toHaveAttribute(
    "href",
    "/de/404",
  );
});

test("careers, contact, the help centre, the blog, a retired course and the purchase page mark the owner's texts still in English; English pages none", async ({
  page,
}) => {
  const english = (text: string) => page.locator('main [lang="en"]').filter({ hasText: text }).first();
  const translated = new Set(content.translations?.de?.translatedFiles);
  const untranslated = content.courses.find(({ id }) => !translated.has(content.courseFiles[id] ?? ""));
  const [job] = content.jobs;
  const [retired] = content.retiredCourses;
  const [topic] = content.help.topics;
  const [faq] = content.help.faqs;
  const refund = content.policies?.pages.refund;
  if (!untranslated || !job || !retired || !topic || !faq || !refund) throw new Error("the fixture lacks a course, job, retired course, help topic or refund policy");

  // Careers: a job's card and its details (the disclosure's requirements and benefits) are the job file's English.
  await gotoHydrated(page, `${origin}/de/careers`);
  await expect(page.getByRole("heading", { level: 3, name: job.title })).toHaveAttribute("lang", "en");
  await expect(english(job.requirements[0] ?? "")).toBeVisible();
  await expect(english(job.benefits[0] ?? "")).toBeAttached();
  await expect(page.locator('main dd[lang="en"]').filter({ hasText: job.location }).first()).toBeVisible();
  // The interface's words on the card stay German.
  const details = translator(textsOfDictionary("de"))("jobs.details");
  await expect(page.getByRole("button", { name: details }).first()).not.toHaveAttribute("lang", /./);

  // Contact: the phone hours (a promise de/site.yml leaves untranslated) and the refund policy's English title.
  await page.goto(`${origin}/de/contact`);
  await expect(english(content.site.promises.phoneHours)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: refund.title })).toHaveAttribute("lang", "en");

  // The help centre: a topic's title, an untranslated article's link, a question; the translated article unmarked.
  await gotoHydrated(page, `${origin}/de/help`);
  await expect(page.getByRole("heading", { level: 3, name: topic.title })).toHaveAttribute("lang", "en");
  const other = content.help.topics.flatMap(({ articles }) => articles).find(({ slug }) => `help/${slug}.md` !== TRANSLATED_HELP);
  if (!other) throw new Error("the fixture has one help article only");
  await expect(page.getByRole("link", { name: other.title }).first()).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Den passenden Kurs wählen" }).first()).not.toHaveAttribute("lang", /./);
  await expect(english(faq.question)).toBeAttached();
  // Its search results: the article's title and topic marked as they are.
  await page.getByRole("searchbox").fill(other.title);
  const results = page.locator('[aria-labelledby="article-results"]');
  await expect(results.locator('[lang="en"]').filter({ hasText: other.title }).first()).toBeVisible();

  // The blog's cards: an untranslated post's title and excerpt; the translated post's title unmarked.
  const post = content.blog.find(({ slug }) => `blog/${slug}.md` !== TRANSLATED_POST);
  if (!post) throw new Error("the fixture has one post only");
  await gotoHydrated(page, `${origin}/de/blog`);
  await expect(english(post.title)).toBeVisible();
  await expect(english(post.excerpt)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gewinn ist nicht gleich Liquidität" })).not.toHaveAttribute("lang", /./);

  // A retired course's page: its English name under a German lead.
  await page.goto(`${origin}/de/course/${retired.id}`);
  const heading = page.getByRole("heading", { level: 1, name: retired.title });
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(heading.locator("xpath=following-sibling::p[1]")).toHaveAttribute("lang", "de");

  // The purchase page's summary of an untranslated course: its title, description and features.
  await page.goto(`${origin}/de/purchase/${untranslated.id}`);
  await expect(page.getByRole("heading", { level: 1, name: untranslated.title })).toHaveAttribute("lang", "en");
  await expect(english(untranslated.description)).toBeAttached();
  await expect(english(untranslated.features[0] ?? "")).toBeAttached();
  await expectNoAxeViolations(page, `/de/purchase/${untranslated.id}`);
});

/** The text of every script a page loads, its islands' modules and their imports. */
async function readLoadedScripts(page: Page, path: string) {
  const urls: string[] = [];
  const record = (request: { resourceType: () => string; url: () => string }) => {
    if (request.resourceType() === "script") urls.push(request.url());
  };
  page.on("request", record);
  await gotoHydrated(page, `${origin}${path}`);
  page.off("request", record);
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test("contact, support, careers and the policies quote de/site.yml's promises on German pages, and no island carries the English ones", async ({
  page,
}) => {
  const { promises } = content.site;
  expect(content.translations?.de?.site.promises).toMatchObject(GERMAN_PROMISES);
  const main = page.getByRole("main");

  await gotoHydrated(page, `${origin}/de/contact`);
  await expect(main.locator("h1 + p")).toContainText(GERMAN_PROMISES.replyTime);
  await expect(main.locator('[aria-labelledby="contact-info"]')).toContainText(GERMAN_PROMISES.replyTime);
  await expect(main.locator('[aria-labelledby="contact-faq"]')).toContainText(GERMAN_PROMISES.supportResponseTime);
  await expect(main.locator('[aria-labelledby="contact-faq"]')).not.toContainText(promises.replyTime);

  await gotoHydrated(page, `${origin}/de/support`);
  await expect(main.locator("#support-request")).toContainText(GERMAN_PROMISES.supportResponseTime);
  await expect(main.locator("#support-request")).not.toContainText(promises.supportResponseTime);

  await page.goto(`${origin}/de/legal/privacy`);
  await expect(main.locator('[aria-labelledby="contact-us"]')).toContainText(GERMAN_PROMISES.replyTime);
  await expect(main.locator('[aria-labelledby="contact-us"]')).not.toContainText(promises.replyTime);

  // The islands (the forms' next steps and thank-you texts) get the page's promises as props, not from a module.
  for (const path of ["/de/contact", "/de/support", "/de/careers"]) {
    const scripts = await readLoadedScripts(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const promise of [promises.replyTime, promises.supportResponseTime, promises.applicationReplyTime])
      expect(scripts.filter((script) => script.includes(promise)), `${path}: ${promise}`).toEqual([]);
  }
  // The English pages keep the English promises.
  await page.goto(`${origin}/contact`);
  await expect(main.locator("h1 + p")).toContainText(promises.replyTime);
});

test("{courses.list} in a translated help article is worded in German: level, duration and price", async ({ page }) => {
  const [course] = content.translations?.de?.courses ?? [];
  if (!course) throw new Error("the copy has no German courses");
  const lineIn = (lang: "en" | "de") =>
    translator(textsOfDictionary(lang))("facts.courseLine", {
      course: course.title,
      level: nameLevel(course.level, textsOfDictionary(lang)),
      duration: formatWeeks(parseWeeks(course.duration), lang),
      price: formatPrice(course.priceAmount, content.site.currency, lang),
    });
  await page.goto(`${origin}/de/help/choosing-the-right-course`);
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: lineIn("de") })).toHaveCount(1);
  await expect(page.getByRole("main")).not.toContainText(lineIn("en"));
});

function textsOfDictionary(lang: "en" | "de") {
  const dictionary = content.ui[lang];
  if (!dictionary) throw new Error(`the copy has no ${contentPath("ui", `${lang}.yml`)}`);
  return dictionary;
}
