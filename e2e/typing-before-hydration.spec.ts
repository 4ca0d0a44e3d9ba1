import type { Locator, Page } from "@playwright/test";
import { articles } from "../app/content/articles";
import { courses } from "../app/content/courses";
import { HELP_FAQS } from "../app/content/faqs";
import { ALL_ARTICLES, arrangeBlogListing } from "../app/lib/blog-filters";
import { filterCourses } from "../app/lib/course-filters";
import { filterFaqs } from "../app/lib/faq-filters";
import { expect, test } from "./fixtures";

// A visitor on a slow phone types as soon as a box is visible, before the page's scripts have hydrated it
// (PRODUCT.md item 4). Under a 4× CPU slowdown, these type at several moments after the HTML arrives and check
// that the box keeps the exact text and that the page then shows what that text selects.

/** Moments after the HTML arrives at which typing starts, in milliseconds. */
const TYPING_DELAYS = [0, 100, 300];

/** Records, in page time, the first key press and the moment the page marked itself hydrated. */
async function recordTiming(page: Page) {
  await page.addInitScript(() => {
    const timing = { firstKey: -1, hydrated: -1 };
    Reflect.set(window, "__typingTiming", timing);
    window.addEventListener(
      "keydown",
      () => {
        if (timing.firstKey < 0) timing.firstKey = performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (timing.hydrated < 0 && document.documentElement.dataset.hydrated === "true")
        timing.hydrated = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
}

async function readTiming(page: Page) {
  return page.evaluate(() => Reflect.get(window, "__typingTiming") as { firstKey: number; hydrated: number });
}

/** Opens the page under a 4× CPU slowdown and resolves when its HTML has arrived, before anything has run. */
async function openSlowly(page: Page, path: string) {
  await recordTiming(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
}

/** Waits for the moment under test: `delay` ms after the HTML arrived, then for the box to be visible. */
async function typeEarly(page: Page, box: Locator, text: string, delay: number) {
  // The delay is the moment being tested, not a wait for a condition.
  if (delay > 0) await page.waitForTimeout(delay);
  await box.pressSequentially(text);
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Waits until the router has caught up with the typing (README: its catch-up entry carries the session). */
async function waitForRouterCatchUp(page: Page) {
  await page.waitForFunction(() => {
    const state: unknown = window.history.state;
    return typeof state === "object" && state !== null && "usr" in state && Boolean(state.usr);
  });
}

type SearchCase = {
  name: string;
  path: string;
  query: string;
  box: (page: Page) => Locator;
  results: (page: Page) => Locator;
  expected: (query: string) => string[];
  total: number;
};

const SEARCHES: ReadonlyArray<SearchCase> = [
  {
    name: "catalogue",
    path: "/courses",
    query: "export",
    box: (page) => page.getByRole("searchbox", { name: "Search" }),
    results: (page) =>
      page.getByRole("region", { name: "Courses" }).getByRole("listitem").getByRole("heading", { level: 3 }),
    expected: (query) => filterCourses(courses, { query, category: null }).map((course) => course.title),
    total: courses.length,
  },
  {
    name: "blog",
    path: "/blog",
    query: "small business",
    box: (page) => page.getByRole("searchbox", { name: "Search articles" }),
    results: (page) =>
      page.getByRole("region", { name: "Latest Articles" }).getByRole("heading", { level: 3 }),
    expected: (query) =>
      arrangeBlogListing(articles, { query, category: ALL_ARTICLES }).listed.map((article) => article.title),
    total: articles.length,
  },
  {
    name: "help",
    path: "/help",
    query: "refund",
    box: (page) => page.getByRole("searchbox", { name: "Search frequently asked questions" }),
    results: (page) =>
      page
        .getByRole("region", { name: "Frequently Asked Questions" })
        .getByRole("heading", { level: 3 })
        .getByRole("button"),
    expected: (query) => filterFaqs(HELP_FAQS, query).map((faq) => faq.question),
    total: HELP_FAQS.length,
  },
];

for (const search of SEARCHES) {
  for (const delay of TYPING_DELAYS) {
    test(`${search.name} search: text typed ${delay} ms after the HTML arrives is kept and filters the list`, async ({
      page,
    }) => {
      const expected = search.expected(search.query);
      expect(expected.length, "the query selects some of the content, not all").toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(search.total);

      await openSlowly(page, search.path);
      await typeEarly(page, search.box(page), search.query, delay);
      await waitForHydration(page);
      const timing = await readTiming(page);
      test.info().annotations.push({ type: "timing", description: JSON.stringify(timing) });
      if (delay === 0)
        expect(timing.firstKey, "typing started before hydration").toBeLessThan(timing.hydrated);

      await expect(search.box(page)).toHaveValue(search.query);
      await expect(search.results(page)).toHaveText(expected);
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === search.query);
      await waitForRouterCatchUp(page);
      await expect(search.box(page)).toHaveValue(search.query);
      await expect(search.results(page)).toHaveText(expected);
    });
  }
}

const FORMS = [
  { path: "/contact", form: "Send us a message", later: "Subject" },
  { path: `/purchase/${courses[0].id}`, form: "Request this course", later: "Company" },
];

for (const { path, form: formName, later } of FORMS) {
  for (const delay of TYPING_DELAYS) {
    test(`${path} form: text typed ${delay} ms after the HTML arrives is kept, stored and survives later typing`, async ({
      page,
    }) => {
      const form = page.getByRole("form", { name: formName });
      const name = form.getByRole("textbox", { name: "Full Name" });
      const email = form.getByRole("textbox", { name: "Email Address" });
      const other = form.getByRole("textbox", { name: later });

      await openSlowly(page, path);
      await typeEarly(page, name, "Ada Lovelace", delay);
      await email.pressSequentially("ada@example.org");
      await waitForHydration(page);
      const timing = await readTiming(page);
      test.info().annotations.push({ type: "timing", description: JSON.stringify(timing) });
      if (delay === 0)
        expect(timing.firstKey, "typing started before hydration").toBeLessThan(timing.hydrated);

      // Typing into another field re-renders the form: the early text must be the form's value by then.
      await other.fill("Northwind Trading");
      await expect(name).toHaveValue("Ada Lovelace");
      await expect(email).toHaveValue("ada@example.org");
      await expect(other).toHaveValue("Northwind Trading");
      const stored = await page.evaluate(() => Object.values(window.sessionStorage).join("\n"));
      expect(stored).toContain("Ada Lovelace");
      expect(stored).toContain("ada@example.org");
    });
  }
}
