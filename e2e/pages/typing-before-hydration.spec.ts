import type { Locator, Page, Route } from "@playwright/test";

import { ALL_ARTICLES, arrangeBlogListing } from "../../app/lib/blog-filters";
import { filterCourses } from "../../app/lib/course-filters";
import { filterFaqs } from "../../app/lib/faq-filters";
import { content } from "../content";
import { courses } from "../course-content";
import { expect, test, waitForIslands } from "../fixtures";

// A visitor on a slow phone types as soon as a box is visible, before the page's scripts have hydrated it
// (team rule 4). Under a 4× CPU slowdown, these type at several moments after the HTML arrives and check
// that the box keeps the exact text and that the page then shows what that text selects.

/**
 * When typing starts: a number of milliseconds after the HTML arrives, racing the scripts as a visitor does, or
 * "scripts held": the page's scripts are held back until the typing is done, so that all of it comes first.
 */
type Moment = number | "scripts held";
const MOMENTS: ReadonlyArray<Moment> = [0, 100, 300, "scripts held"];

function describeMoment(moment: Moment) {
  return typeof moment === "number" ? `${moment} ms after the HTML arrives` : "before the scripts arrive";
}

const SCRIPTS = /\/assets\/[^?]*\.js(\?|$)/;

/** Records, in page time, the first key press and the moment the last of the page's islands hydrated. */
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
    // Astro removes an island's `ssr` attribute once React has taken it over.
    new MutationObserver(() => {
      if (timing.hydrated < 0 && !document.querySelector("astro-island[ssr]"))
        timing.hydrated = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["ssr"] });
  });
}

async function readTiming(page: Page) {
  return page.evaluate(() => Reflect.get(window, "__typingTiming") as { firstKey: number; hydrated: number });
}

/**
 * Opens the page under a 4× CPU slowdown and resolves when its HTML has arrived, before anything has run. Returns
 * what lets the held scripts go and, once the page has hydrated, what ends the slowdown: the checks after it race
 * nothing.
 */
async function openSlowly(page: Page, path: string, moment: Moment) {
  const held: Route[] = [];
  let holding = moment === "scripts held";
  if (holding) {
    await page.route(SCRIPTS, async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
  }
  await recordTiming(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
  return {
    releaseScripts: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
    fullSpeed: () => cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }),
  };
}

/** Types into the box at the moment under test (once it is visible, as a visitor would). */
async function typeEarly(page: Page, box: Locator, text: string, moment: Moment) {
  // The moment is read on the page's own clock, from the first byte of its HTML, by polling.
  if (typeof moment === "number" && moment > 0)
    await page.waitForFunction(
      (ms) => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return navigation !== undefined && performance.now() - navigation.responseStart >= ms;
      },
      moment,
      { polling: 10 },
    );
  await box.pressSequentially(text);
}

/** After typing: the timing, noted in the report, and for held scripts proof that all of it came first. */
async function checkTiming(page: Page, moment: Moment) {
  const timing = await readTiming(page);
  test.info().annotations.push({ type: "timing", description: JSON.stringify(timing) });
  if (moment === "scripts held")
    expect(timing.firstKey, "typing started before hydration").toBeLessThan(timing.hydrated);
}

async function waitForHydration(page: Page) {
  await waitForIslands(page);
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

/** The first candidate that selects some of the content, not all: what a visitor would narrow a list with. */
function narrowingQuery(candidates: ReadonlyArray<string>, count: (query: string) => number, total: number) {
  return candidates.find((query) => count(query) > 0 && count(query) < total) ?? "";
}

const blogListing = (query: string) =>
  arrangeBlogListing(content.blog, { query, category: ALL_ARTICLES }).listed.map((article) => article.title);
const BLOG_QUERY = narrowingQuery(
  content.blog.flatMap((article) => article.tags.map((tag) => tag.toLowerCase())),
  (query) => blogListing(query).length,
  content.blog.length,
);
const faqQuestions = (query: string) => filterFaqs(content.help.faqs, query).map((faq) => faq.question);
const HELP_QUERY = narrowingQuery(
  content.help.faqs
    .flatMap((faq) => faq.question.toLowerCase().split(/[^\p{L}]+/u))
    .filter((word) => word.length > 4),
  (query) => faqQuestions(query).length,
  content.help.faqs.length,
);

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
    query: BLOG_QUERY,
    box: (page) => page.getByRole("searchbox", { name: "Search articles" }),
    results: (page) =>
      page.getByRole("region", { name: "Latest Articles" }).getByRole("heading", { level: 3 }),
    expected: blogListing,
    total: content.blog.length,
  },
  {
    name: "help",
    path: "/help",
    query: HELP_QUERY,
    box: (page) => page.getByRole("searchbox", { name: "Search frequently asked questions" }),
    results: (page) =>
      page
        .getByRole("region", { name: "Frequently Asked Questions" })
        .getByRole("heading", { level: 3 })
        .getByRole("button"),
    expected: faqQuestions,
    total: content.help.faqs.length,
  },
];

for (const search of SEARCHES) {
  for (const moment of MOMENTS) {
    test(`${search.name} search: text typed ${describeMoment(moment)} is kept and filters the list`, async ({
      page,
    }) => {
      const expected = search.expected(search.query);
      expect(expected.length, "the query selects some of the content, not all").toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(search.total);

      const { releaseScripts, fullSpeed } = await openSlowly(page, search.path, moment);
      await typeEarly(page, search.box(page), search.query, moment);
      await releaseScripts();
      await waitForHydration(page);
      await checkTiming(page, moment);
      await fullSpeed();

      await expect(search.box(page)).toHaveValue(search.query);
      await expect(search.results(page)).toHaveText(expected);
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === search.query);
    });
  }
}

const FORMS = [
  { path: "/contact", form: "Send us a message", later: "Subject" },
  { path: `/purchase/${courses[0].id}`, form: "Request this course", later: "Company" },
  // Below the first screen: it hydrates once scrolled to (client:visible), which typing into it does.
  { path: "/careers", form: "Apply for a Position", later: "Phone Number" },
];

for (const { path, form: formName, later } of FORMS) {
  for (const moment of MOMENTS) {
    test(`${path} form: text typed ${describeMoment(moment)} is kept, stored and survives later typing`, async ({
      page,
    }) => {
      const form = page.getByRole("form", { name: formName });
      const name = form.getByRole("textbox", { name: "Full Name" });
      const email = form.getByRole("textbox", { name: "Email Address" });
      const other = form.getByRole("textbox", { name: later });

      const { releaseScripts, fullSpeed } = await openSlowly(page, path, moment);
      await typeEarly(page, name, "Ada Lovelace", moment);
      await email.pressSequentially("ada@example.org");
      await releaseScripts();
      await waitForHydration(page);
      await checkTiming(page, moment);
      await fullSpeed();

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

// The newsletter form hydrates once scrolled to (client:visible): typing into it scrolls it there first.
for (const moment of MOMENTS) {
  test(`/blog newsletter: an address typed ${describeMoment(moment)} is kept and stored`, async ({
    page,
  }) => {
    const email = page
      .getByRole("region", { name: "Get new articles by email" })
      .getByRole("textbox", { name: "Email address" });

    const { releaseScripts, fullSpeed } = await openSlowly(page, "/blog", moment);
    await typeEarly(page, email, "reader@example.org", moment);
    await releaseScripts();
    await waitForHydration(page);
    await checkTiming(page, moment);
    await fullSpeed();

    await expect(email).toHaveValue("reader@example.org");
    await expect
      .poll(() => page.evaluate(() => Object.values(window.sessionStorage).join("\n")))
      .toContain("reader@example.org");
  });
}
