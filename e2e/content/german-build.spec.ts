// Issue 43: `languages: [de]` in site.yml makes the whole site German at `/`: the fixture built so, browsed.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";

import type { Page } from "@playwright/test";

import { buildPurchaseDraft } from "../../app/lib/email-draft.ts";
import { formatPrice, nameCategory } from "../../model/course-format.ts";
import { formatCalendarDate } from "../../model/dates.ts";
import type { Content } from "../../model/schemas/content.ts";
import type { UiEntry } from "../../model/schemas/ui.ts";
import { translator } from "../../model/ui-texts.ts";
import { loadContent } from "../../scripts/content/load.ts";
import { buildCopyWithSettings, contentPath, type copyCheckout, serveClient } from "../checkout-copy";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";
import { listHtmlFiles } from "../site-paths";

const BUILD = "build/german";
/** The areas whose texts the German pages show in full (ui/<lang>.yml of the content). */
const AREAS = ["layout", "footer", "notFound", "form", "purchase", "offer", "course", "catalog", "coursePage", "home"];
/** The blog, the help centre, careers, contact and support, and the head tags the code writes. */
const PAGE_AREAS = [
  "blog",
  "article",
  "newsletter",
  "help",
  "careers",
  "jobs",
  "application",
  "contact",
  "support",
  "seo",
];

test.describe.configure({ mode: "serial", timeout: 600_000 });

let copy: ReturnType<typeof copyCheckout> | undefined;
let content: Content;
let server: Server;
let origin = "";

test.beforeAll(async () => {
  const made = buildCopyWithSettings("meridian-german-", BUILD, "languages: [de]");
  copy = made.copy;
  expect(made.build.status, `${made.build.stdout}\n${made.build.stderr}`).toBe(0);
  content = loadContent(made.copy.root, {});
  ({ server, origin } = await serveClient(`${BUILD}/client`));
});

test.afterAll(() => {
  server?.close();
  copy?.remove();
});

/**
 * The texts of the given areas in English that the German dictionary does not share, split at placeholders; with
 * `owned`, also none that the fixture's own content on these pages says (it stays English in this build).
 */
function englishLeftovers({ areas = AREAS, owned = false }: { areas?: ReadonlyArray<string>; owned?: boolean } = {}) {
  const { en, de } = content.ui;
  if (!en || !de) throw new Error(`the copy has no ${contentPath("ui", "en.yml")} or de.yml`);
  const forms = (entry: UiEntry) => (typeof entry === "string" ? [entry] : Object.values(entry));
  const german = Object.values(de.entries).flatMap(forms).join("\n");
  return Object.entries(en.entries)
    .filter(([key]) => areas.some((area) => key.startsWith(`${area}.`)))
    .flatMap(([, entry]) => forms(entry))
    .flatMap((text) => text.split(/\{[a-zA-Z]+\}/))
    .map((text) => text.replace(/^[\s.,:©]+|[\s.,:©]+$/g, ""))
    .filter((text) => text.length > 3 && !german.includes(text))
    .filter((text) => !owned || !ownerWords().includes(text));
}

/** The fixture's own words that the home, catalogue and course pages show. */
function ownerWords() {
  const { courses, courseDetails, retiredCourses, reviews, pages, site, instructors } = content;
  return JSON.stringify([courses, courseDetails, retiredCourses, reviews, pages, site, instructors]);
}

/** What a page says, to eyes and to assistive technology: its title, main text, names and placeholders. */
async function readPage(page: Page) {
  const main = page.getByRole("main");
  const attributes = await main.evaluate((element) =>
    [...element.querySelectorAll("[aria-label], [placeholder], [alt]")].flatMap((node) =>
      ["aria-label", "placeholder", "alt"].map((name) => node.getAttribute(name) ?? ""),
    ),
  );
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  return [await page.title(), description, await main.innerText(), ...attributes].join("\n");
}

test("every page of the German build says lang=\"de\", left to right", () => {
  const pages = listHtmlFiles(`${BUILD}/client`).filter((file) => !file.includes("/admin/"));
  expect(pages.length).toBeGreaterThan(20);
  for (const file of pages) expect(readFileSync(file, "utf8"), file).toMatch(/<html lang="de" dir="ltr"/);
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`the header, footer and 404 page are German, with no English interface text, axe clean (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const leftovers = englishLeftovers();
    expect(leftovers).toContain("Skip to main content");
    for (const path of ["/", "/courses", "/this-page-does-not-exist"]) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("link", { name: "Zum Hauptinhalt springen" })).toBeAttached();
      const footer = await page.getByRole("contentinfo").innerText();
      const header = await page.getByRole("banner").evaluate((element) =>
        [element.textContent, ...[...element.querySelectorAll("[aria-label]")].map((node) => node.getAttribute("aria-label"))].join(" "),
      );
      for (const text of leftovers) {
        expect(footer, `${path} footer`).not.toContain(text);
        expect(header, `${path} header`).not.toContain(text);
      }
      await expectNoAxeViolations(page, `${path} (${width})`);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    const main = await page.getByRole("main").innerText();
    for (const text of leftovers) expect(main).not.toContain(text);
    await expect(page).toHaveTitle(/^Seite nicht gefunden \| /);
  });
}

test("a policy's date and a course's price are written the German way by Intl", async ({ page }) => {
  const [policy] = content.policies.menu;
  await page.goto(`${origin}/legal/${policy?.type}`);
  const date = formatCalendarDate(content.policies.pages[policy?.type ?? "privacy"].lastUpdated, "de");
  expect(date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  await expect(page.getByRole("main").getByText(date)).toBeVisible();
  const [course] = content.courses;
  const price = formatPrice(course.priceAmount, content.site.currency, "de");
  expect(price).toMatch(/^[\d.,]+\s\S+$/u);
  await page.goto(`${origin}/courses`);
  await expect(page.getByRole("main").getByText(price).first()).toBeVisible();
});

test("the guarantee written from site.yml's refundWindow is worded by the German dictionary", async ({ page }) => {
  const de = content.ui.de;
  if (!de) throw new Error(`the copy has no ${contentPath("ui", "de.yml")}`);
  const days = /^(\d+)/.exec(content.site.promises.refundWindow)?.[1] ?? "";
  const guarantee = translator(de)("guarantee.days", { n: days });
  expect(content.site.promises.guarantee).toBe(guarantee);
  const [course] = content.courses;
  await page.goto(`${origin}/course/${course.id}`);
  await expect(page.getByRole("main").getByText(guarantee, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/money-back/i);
});

test("a purchase request in German, end to end: the form, Email Ready and the draft in German, axe clean", async ({
  page,
}) => {
  const de = content.ui.de;
  if (!de) throw new Error(`the copy has no ${contentPath("ui", "de.yml")}`);
  const course = content.courses.find((item) => !item.sale && !item.nextCohort && item.enrolment === "open");
  if (!course) throw new Error("the fixture has no plain open course");
  const request = { name: "Greta Schmidt", email: "greta@example.de", company: "", message: "Bitte per Rechnung." };
  await gotoHydrated(page, `${origin}/purchase/${course.id}`);
  await expect(page).toHaveTitle(`${course.title} buchen | ${content.site.name}`);
  const sentences = englishLeftovers().filter((text) => text.split(" ").length >= 3);
  const main = await page.getByRole("main").innerText();
  for (const text of sentences) expect(main).not.toContain(text);
  await expectNoAxeViolations(page, "purchase form (de)");

  const form = page.getByRole("form", { name: "Kurs anfragen" });
  await form.getByLabel("Vollständiger Name").fill(request.name);
  await form.getByLabel("E-Mail-Adresse").fill(request.email);
  await form.getByLabel("Weitere Hinweise").fill(request.message);
  await form.getByRole("button", { name: "Kursanfrage senden" }).click();

  const ready = page.getByRole("region", { name: "E-Mail ist bereit!" });
  await expect(ready.getByRole("heading", { name: "E-Mail ist bereit!" })).toBeFocused();
  const category = nameCategory(course.category, de);
  expect(category).not.toBe(course.category);
  const draft = buildPurchaseDraft({ ...course, category }, request, content.site.name, de);
  expect(draft.subject).toBe(`Kursanfrage – ${course.title}`);
  expect(draft.body).toContain(`Preis: ${formatPrice(course.priceAmount, content.site.currency, "de")}`);
  expect(draft.body).toContain(`Kategorie: ${category}\n`);
  expect(draft.body).toContain("Unternehmen: Keine Angabe");
  await expect(ready.getByRole("textbox", { name: "Betreff" })).toHaveValue(draft.subject);
  await expect(ready.getByRole("textbox", { name: "Text", exact: true })).toHaveValue(draft.body);
  await expect(ready.getByRole("button", { name: "Betreff kopieren" })).toBeVisible();
  await expect(ready.getByRole("link", { name: "Im E-Mail-Programm öffnen" })).toBeVisible();
  const screen = await ready.innerText();
  for (const text of sentences) expect(screen).not.toContain(text);
  await expectNoAxeViolations(page, "Email Ready (de)");
});

test("the home page, the catalogue and every kind of course page are German, with no English interface text, axe clean", async ({
  page,
}) => {
  const leftovers = englishLeftovers({ owned: true });
  for (const text of ["Enroll Now", "Showing", "Preview Course", "What learners say", "Explore Courses", "Regular price"])
    expect(leftovers).toContain(text);
  // A whole word or phrase: "List" is English, "Liste" German.
  const patterns = leftovers.map((text) => ({
    text,
    pattern: new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u"),
  }));
  const withSale = content.courses.find((course) => course.sale && course.hasPreview);
  const withCohort = content.courses.find((course) => course.nextCohort);
  const onWaitlist = content.courses.find((course) => course.enrolment === "waitlist");
  const [retired] = content.retiredCourses;
  if (!withSale || !withCohort || !onWaitlist || !retired) throw new Error("the fixture lacks a kind of course");
  const paths = [
    "/",
    "/courses",
    "/courses?q=no-such-course-anywhere",
    `/course/${withSale.id}`,
    `/course/${withSale.id}/preview`,
    `/course/${withCohort.id}`,
    `/course/${onWaitlist.id}`,
    `/course/${retired.id}`,
    `/purchase/${withSale.id}`,
  ];
  for (const path of paths) {
    await gotoHydrated(page, `${origin}${path}`);
    const said = await readPage(page);
    for (const { text, pattern } of patterns) expect(said, `${path} says "${text}"`).not.toMatch(pattern);
    await expectNoAxeViolations(page, `${path} (de)`);
  }

  await gotoHydrated(page, `${origin}/courses`);
  await expect(page).toHaveTitle(`Unsere Kurse | ${content.site.name}`);
  const count = content.courses.length;
  await expect(page.getByText(`${count} von ${count} Kursen`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Listenansicht" })).toHaveAttribute("aria-pressed", "false");

  await gotoHydrated(page, `${origin}/course/${withSale.id}`);
  await expect(page.getByRole("link", { name: "Jetzt anmelden" }).first()).toBeVisible();
  await expect(page.getByText(/^Launch price bis \d{1,2}\. \p{L}+ \d{4}$/u).first()).toBeVisible();
  await page.getByRole("tablist", { name: "Kursinformationen" }).getByRole("tab", { name: "Lehrplan" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Lehrplan des Kurses" })).toBeVisible();

  await gotoHydrated(page, `${origin}/course/${withCohort.id}`);
  await expect(page.getByText(/^Der nächste Durchgang beginnt am /).first()).toBeVisible();
  await page.getByRole("tab", { name: "Bewertungen" }).click();
  await expect(page.getByText("Noch keine Bewertungen")).toBeVisible();
});

/** The head's texts a person reads (not `og:type`'s "article", a value of the protocol). */
const HEAD_TEXTS = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image:alt"]',
  'meta[property="article:section"]',
  'meta[name^="twitter:"][name$="title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image:alt"]',
  "link[title]",
].join(", ");

/**
 * What a page's own part shows and says (the header and footer have their test above): every text node of its
 * main (the hidden ones too), their accessible names, placeholders and alternative texts, the title, the head's
 * meta values and feed link, and the names in its JSON-LD.
 */
function readPageTexts(page: Page) {
  return page.evaluate((headTexts) => {
    const main = document.querySelector("main");
    if (!main) throw new Error("the page has no main element");
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    const named = [...main.querySelectorAll("[aria-label], [placeholder], [alt], [title]"), ...document.head.querySelectorAll(headTexts)];
    for (const element of named)
      for (const name of ["aria-label", "placeholder", "alt", "title", "content"])
        if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? "");
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      texts.push(...JSON.stringify(JSON.parse(script.textContent ?? "null")).match(/"name":"[^"]*"/g) ?? []);
    return texts;
  }, HEAD_TEXTS);
}

/** Every text of the owner's content (the copy's is English), as a whole value: a page may show these as they are. */
function listContentValues() {
  const values = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") values.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk({ ...content, ui: {} });
  return values;
}

/**
 * The English texts of the page areas a page still shows: a text of one or two words where a text node, a name
 * or a value is exactly that text (so that "Phone Support" in the owner's content is not "Phone"), a longer one
 * anywhere in them. The owner's content (English in the copy) may say the same: a short text that is a whole value
 * of it ("1-3 years", a job's experience) or a longer one that it contains ("on business days") is left out.
 */
function findLeftovers(texts: ReadonlyArray<string>, leftovers: ReadonlyArray<string>) {
  const contentValues = listContentValues();
  const contentText = [...contentValues].join("\n");
  const isLong = (leftover: string) => leftover.split(" ").length >= 3;
  const ownersToo = (leftover: string) =>
    isLong(leftover) ? contentText.includes(leftover) : contentValues.has(leftover);
  const shows = (leftover: string) =>
    isLong(leftover)
      ? texts.some((text) => text.includes(leftover))
      : texts.some((text) => text === leftover || text === `"name":"${leftover}"`);
  return leftovers.filter((leftover) => !ownersToo(leftover) && shows(leftover));
}

test("the blog, an article, the help centre, a help article, careers, contact and support are German, axe clean", async ({
  page,
}) => {
  const leftovers = englishLeftovers({ areas: PAGE_AREAS });
  expect(leftovers).toEqual(expect.arrayContaining(["Featured Article", "Apply Now", "Read More", "Home"]));
  const [article] = content.blog;
  const [helpArticle] = content.helpArticles;
  if (!article || !helpArticle) throw new Error("the fixture has no blog post or help article");
  const pages = [
    { path: "/blog", heading: "Praxisnahe Ideen für den Aufbau Ihres Unternehmens", title: "Blog" },
    { path: `/blog/${article.slug}`, heading: article.title, title: article.title },
    { path: "/help", heading: "Antworten auf Ihre Fragen", title: "Hilfe-Center" },
    { path: `/help/${helpArticle.slug}`, heading: helpArticle.title, title: helpArticle.title },
    { path: "/careers", heading: "Karriere", title: "Karriere" },
    { path: "/contact", heading: "Kontakt aufnehmen", title: "Kontakt aufnehmen" },
    { path: "/support", heading: "Wie können wir Ihnen heute helfen?", title: "Support" },
    // The empty states, which only a search shows.
    { path: "/blog?q=zzzz-nothing-matches", heading: null, title: "Blog" },
    { path: "/help?q=zzzz-nothing-matches", heading: null, title: "Hilfe-Center" },
  ];
  for (const { path, heading, title } of pages) {
    await gotoHydrated(page, `${origin}${path}`);
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ${content.site.name}`);
    expect(findLeftovers(await readPageTexts(page), leftovers), path).toEqual([]);
    await expectNoAxeViolations(page, `${path} (de)`);
  }
  await gotoHydrated(page, `${origin}/blog?q=zzzz-nothing-matches`);
  await expect(page.getByRole("heading", { name: "Keine Artikel gefunden, die Ihren Kriterien entsprechen." })).toBeVisible();
  await expect(page.getByRole("group", { name: "Nach Kategorie filtern" }).getByRole("button", { name: "Alle" })).toBeVisible();
  await gotoHydrated(page, `${origin}/help?q=zzzz-nothing-matches`);
  await expect(page.getByRole("heading", { name: "Keine Ergebnisse gefunden" })).toBeVisible();
});

test("an article's date is written the German way by Intl, in a browser that prefers English too", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const [article] = content.blog;
  if (!article) throw new Error("the fixture has no blog post");
  await gotoHydrated(page, `${origin}/blog/${article.slug}`);
  const date = formatCalendarDate(article.date, "de");
  expect(date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  await expect(page.getByRole("main").locator(`time[datetime="${article.date}"]`).first()).toHaveText(date);
  await gotoHydrated(page, `${origin}/blog`);
  await expect(page.getByRole("main").locator(`time[datetime="${article.date}"]`).first()).toHaveText(date);
  await context.close();
});

test("the blog's feed has the German title, description and language", async ({ request }) => {
  const feed = await (await request.get(`${origin}/blog/rss.xml`)).text();
  expect(feed).toContain(`<title>Blog von ${content.site.name}</title>`);
  expect(feed).toContain("<language>de</language>");
  expect(feed).toContain("<description>Praxisnahe Artikel");
});
