import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { findBudget, readBudgets } from "../../scripts/budgets.mjs";
import { htmlFileFor, measurePage } from "../../scripts/page-weight.mjs";
import {
  allowTime,
  expect,
  hydrateVisibleIslands,
  test,
  visitEachAfresh,
  waitForLoadedIslands,
  WORK_TIME,
} from "../fixtures";
import { TEST_CLIENT } from "../servers";
import { groupBySection, PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

// Static pages (no island) have a JavaScript budget of 0 B; the 404 page is one (PRODUCT item 17).
const budgets = readBudgets();
const STATIC_PATHS = new Set([
  ...PAGE_PATHS.filter((path) => findBudget(budgets, path).js === 0),
  UNKNOWN_PATH,
]);

// The `page` fixture already fails on console errors, page errors and hydration errors, naming the page.
// One page visits a section's URLs, each as a first visit: no HTTP cache, no storage left by the one before.
for (const [section, paths] of groupBySection([...PAGE_PATHS, UNKNOWN_PATH])) {
  test(`${section}: each page is clean: one h1, sized and described images, no third-party requests, no script at all on a static page, on the others no script that blocks rendering, only those the size gate counts`, async ({
    page,
    baseURL,
  }) => {
    let foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== baseURL && !["data:", "blob:"].includes(url.protocol)) foreign.push(request.url());
    });
    await visitEachAfresh(page, paths, (path) => {
      foreign = [];
      return expectCleanPage(page, path, () => foreign);
    });
  });
}

async function expectCleanPage(page: Page, path: string, foreign: () => string[]) {
  allowTime(WORK_TIME.pageLoad);
  await page.goto(path);
  await waitForLoadedIslands(page);
  const requestedScripts = () =>
    page.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith(".js")),
      ),
    ]);
  // What the page loads before the visitor scrolls: the size gate's count (client:visible islands wait).
  const beforeScrolling = await requestedScripts();
  await hydrateVisibleIslands(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator("h1")).toHaveCount(1);
  const images = await page.locator("img").evaluateAll((elements) =>
    elements.map((element) => ({
      src: element.getAttribute("src"),
      width: element.getAttribute("width"),
      height: element.getAttribute("height"),
      alt: element.getAttribute("alt"),
    })),
  );
  for (const image of images) {
    expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
  }
  expect(foreign(), `requests to other hosts from ${path}`).toEqual([]);
  // A static page is ready once loaded, which can come before its first paint is reported.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-paint").length), "first paint")
    .toBe(1);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-paint")[0]?.startTime);
  expect(firstPaint, "first paint").toBeDefined();
  if (STATIC_PATHS.has(path)) {
    expect(await requestedScripts(), "scripts a static page requests").toEqual([]);
    expect(
      await page.locator("script:not([type='application/ld+json'])").count(),
      "scripts in the page",
    ).toBe(0);
    return;
  }
  // Decision 0001: scripts load after the first paint.
  expect(
    await page.locator("head script:not([type='application/ld+json'])").count(),
    "scripts in the head",
  ).toBe(0);
  expect(await page.locator("script[src]:not([type='module']):not([defer]):not([async])").count()).toBe(0);
  expect(await page.locator("astro-island").count(), "islands").toBeGreaterThan(0);
  // The size gate (scripts/page-weight.mjs) must measure what a visitor loads, before and after scrolling.
  const measured = measurePage(path, TEST_CLIENT);
  expect(beforeScrolling.sort(), "scripts before scrolling").toEqual([...measured.modules].sort());
  await expect(page.locator("astro-island[ssr]"), "islands not hydrated after scrolling").toHaveCount(0);
  expect((await requestedScripts()).sort(), "scripts once every island hydrated").toEqual(
    [...measured.modules, ...measured.visible.modules].sort(),
  );
}

test("every page has a unique title and a unique description", () => {
  const heads = PAGE_PATHS.map((path) => {
    const html = readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8");
    return {
      path,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
    };
  });
  for (const head of heads) {
    expect(head.title, head.path).not.toBe("");
    expect(head.description.length, `${head.path} description`).toBeGreaterThanOrEqual(50);
  }
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
});
