// Issue 43 item 2: a right-to-left dictionary lays the site out right to left. The stub is the fixture's English
// dictionary under an Arabic code (every plural form Arabic has), so the test needs no Arabic of its own.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";

import { contentRoot } from "../../scripts/content/load.ts";
import { buildCopyWithSettings, contentFile, type copyCheckout, serveClient } from "../checkout-copy";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";

const BUILD = "build/right-to-left";

test.describe.configure({ mode: "serial", timeout: 600_000 });

let copy: ReturnType<typeof copyCheckout> | undefined;
let server: Server;
let origin = "";

/** The English dictionary as a stub of `ar`: each plural text also in Arabic's zero, two, few and many forms. */
function arabicStub() {
  return readFileSync(contentFile(contentRoot(), "ui", "en.yml"), "utf8").replace(
    /^(\s+)other: (.*)$/gm,
    (line, indent: string, text: string) =>
      [line, ...["zero", "two", "few", "many"].map((form) => `${indent}${form}: ${text}`)].join("\n"),
  );
}

test.beforeAll(async () => {
  const made = buildCopyWithSettings("meridian-right-to-left-", BUILD, "languages: [ar]", {
    "ui/ar.yml": arabicStub(),
  });
  copy = made.copy;
  expect(made.build.status, `${made.build.stdout}\n${made.build.stderr}`).toBe(0);
  ({ server, origin } = await serveClient(`${BUILD}/client`));
});

test.afterAll(() => {
  server?.close();
  copy?.remove();
});

test("a page of a right-to-left language is laid out from the right: the header, the price card and its arrows", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await gotoHydrated(page, `${origin}/course/1`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  const header = page.getByRole("banner");
  const brand = await header.getByRole("link").first().boundingBox();
  const courses = await header.getByRole("link", { name: "Courses", exact: true }).boundingBox();
  if (!brand || !courses) throw new Error("the header has no brand or Courses link");
  expect(brand.x, "the brand starts the line at the right").toBeGreaterThan(courses.x);

  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const enroll = page.getByRole("link", { name: /^Enroll Now/ }).first();
  const card = await enroll.boundingBox();
  if (!heading || !card) throw new Error("the course page has no heading or Enroll Now");
  expect(card.x, "the price card stands left of the text").toBeLessThan(heading.x);
  // The arrow points the way the line reads: Lucide's right arrow, mirrored.
  const arrow = enroll.locator("svg").first();
  expect(await arrow.evaluate((node) => getComputedStyle(node).scale)).toBe("-1 1");
  await expectNoAxeViolations(page, "/course/1 (rtl)");
});

test("no page of the right-to-left site is wider than a phone", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  for (const path of ["/", "/courses", "/course/1", "/purchase/1", "/contact"]) {
    await gotoHydrated(page, `${origin}${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
