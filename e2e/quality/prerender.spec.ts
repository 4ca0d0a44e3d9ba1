import { readFileSync } from "node:fs";
import { relative } from "node:path";

import { NOT_FOUND_FILES } from "../../deploy/fallbacks.mjs";
import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { content } from "../content";
import { allowTime, expect, test, WORK_TIME } from "../fixtures";
import { TEST_CLIENT } from "../servers";
import { groupBySection, listHtmlFiles, PAGE_PATHS } from "../site-paths";

const CLIENT_DIR = TEST_CLIENT;
// Pages only: a path such as /blog/rss.xml is prerendered as that file, not as a page.html.
const PATHS = PAGE_PATHS;

function textOf(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

test("the build has one HTML file per prerendered URL, plus the 404 pages and the content editor", () => {
  const expected = [
    ...PATHS.map((path) => relative(CLIENT_DIR, htmlFileFor(path, TEST_CLIENT))),
    ...NOT_FOUND_FILES,
    // A retired course keeps its addresses, which say so (not in the sitemap).
    ...content.retiredCourses.flatMap(({ id }) => [`course/${id}.html`, `purchase/${id}.html`]),
    "admin/index.html",
  ];
  expect(
    listHtmlFiles(CLIENT_DIR)
      .map((file) => relative(CLIENT_DIR, file))
      .sort(),
  ).toEqual(expected.sort());
});

for (const path of PATHS) {
  test(`${path} has its heading and main text in the prerendered HTML`, () => {
    const html = readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8");
    const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
    const headings = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
      textOf(match[1] ?? ""),
    );
    expect(headings).toHaveLength(1);
    expect(headings[0]?.length).toBeGreaterThan(3);
    const paragraphs = [...main.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((match) =>
      textOf(match[1] ?? ""),
    );
    expect(
      paragraphs.some((text) => text.length >= 40),
      "a paragraph of main text",
    ).toBe(true);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });
}

test("every prerendered page has a unique title", () => {
  const titles = PATHS.map(
    (path) => readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8").match(/<title>([^<]*)<\/title>/)?.[1],
  );
  expect(new Set(titles).size).toBe(PATHS.length);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [section, paths] of groupBySection(PATHS)) {
    test(`${section}: each page shows its heading, banner and footer`, async ({ page }) => {
      for (const path of paths) {
        allowTime(WORK_TIME.pageLoad);
        await page.goto(path);
        await expect.soft(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await expect.soft(page.getByRole("banner"), path).toBeVisible();
        await expect.soft(page.getByRole("contentinfo"), path).toBeVisible();
      }
    });
  }
});
