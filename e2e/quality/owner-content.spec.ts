// Properties that hold for any content that builds; values are checked on the tests' own content (decision 0040).
import { existsSync, readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import {
  allowTime,
  expect,
  expectNoAxeViolations,
  test,
  VIEWPORTS,
  waitUntilReady,
  WORK_TIME,
} from "../fixtures";
import { OWNER_CLIENT } from "../servers";
import { groupBySection } from "../site-paths";

const SITEMAP = `${OWNER_CLIENT}/sitemap.xml`;

function readSitemapPaths() {
  if (!existsSync(SITEMAP)) return [];
  const xml = readFileSync(SITEMAP, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

const PATHS = readSitemapPaths();

test("the owner's build lists its pages in a sitemap", () => {
  expect(PATHS.length, `${SITEMAP}: run npm run build first`).toBeGreaterThan(0);
});

// One page visits a section's URLs; a link target several pages share is requested once.
for (const [section, paths] of groupBySection(PATHS)) {
  test(`${section}: each page answers 200 with one heading, valid structured data, links that lead somewhere and no violation at a phone and a desktop width`, async ({
    page,
    request,
  }) => {
    const statuses = new Map<string, number>();
    const statusOf = async (target: string) => {
      if (!statuses.has(target))
        statuses.set(target, (await request.get(target, { maxRedirects: 0 })).status());
      return statuses.get(target) ?? 0;
    };
    for (const path of paths) await expectSoundPage(page, path, statusOf);
  });
}

async function expectSoundPage(page: Page, path: string, statusOf: (target: string) => Promise<number>) {
  await page.setViewportSize(VIEWPORTS.phone);
  allowTime(WORK_TIME.pageLoad);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitUntilReady(page);
  await expect(page.locator("h1"), path).toHaveCount(1);
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents())
    expect(() => JSON.parse(json), `JSON-LD on ${path}`).not.toThrow();
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), path).toBe(1);
  const origin = new URL(page.url()).origin;
  const targets = new Set(
    (
      await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    )
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin)
      .map((url) => url.pathname + url.search),
  );
  const broken = [];
  for (const target of targets) {
    const status = await statusOf(target);
    if (status >= 400) broken.push(`${target}: ${status}`);
  }
  expect(broken, `links on ${path}`).toEqual([]);
  await expectNoAxeViolations(page, `${path} at ${VIEWPORTS.phone.width} px`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoAxeViolations(page, `${path} at ${VIEWPORTS.desktop.width} px`);
}

test("an unknown address answers 404 with the site's page", async ({ page }) => {
  const response = await page.goto("/no-such-page-on-this-site");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveCount(1);
});
