import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { SITE_ROUTES as routes } from "../app/lib/site-routes";
import { listDynamicSegments, listPagePaths } from "../app/lib/site-urls";
import { htmlFileFor } from "../scripts/page-weight.mjs";
import { content } from "./content";
import { expect, test } from "./fixtures";

const CLIENT_DIR = "build/client";
// Pages only: a path such as /blog/rss.xml is prerendered as that file, not as a page.html.
const PATHS = listPagePaths(routes, listDynamicSegments(content));

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listHtmlFiles(path);
    return entry.name.endsWith(".html") ? [relative(CLIENT_DIR, path)] : [];
  });
}

function textOf(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

test("the build has one HTML file per prerendered URL, plus the SPA fallback, its 404.html copy and the content editor", () => {
  // A page whose folder holds other pages (/blog and /blog/{slug}) also has a copy as its folder's index.html.
  const folderPages = PATHS.filter(
    (path) => path !== "/" && PATHS.some((other) => other.startsWith(`${path}/`)),
  );
  for (const path of folderPages) {
    expect(readFileSync(join(CLIENT_DIR, path, "index.html"), "utf8"), path).toBe(
      readFileSync(htmlFileFor(path), "utf8"),
    );
  }
  const expected = [
    ...PATHS.map((path) => relative(CLIENT_DIR, htmlFileFor(path))),
    ...folderPages.map((path) => relative(CLIENT_DIR, join(CLIENT_DIR, path, "index.html"))),
    "__spa-fallback.html",
    "404.html",
    // Not a page of the site: the static page of the content editor (admin/, docs/editing.md).
    "admin/index.html",
  ];
  expect(listHtmlFiles(CLIENT_DIR).sort()).toEqual(expected.sort());
  expect(readFileSync(join(CLIENT_DIR, "404.html"), "utf8")).toBe(
    readFileSync(join(CLIENT_DIR, "__spa-fallback.html"), "utf8"),
  );
});

for (const path of PATHS) {
  test(`${path} has its heading and main text in the prerendered HTML`, () => {
    const html = readFileSync(htmlFileFor(path), "utf8");
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
    (path) => readFileSync(htmlFileFor(path), "utf8").match(/<title>([^<]*)<\/title>/)?.[1],
  );
  expect(new Set(titles).size).toBe(PATHS.length);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PATHS) {
    test(`${path} shows its heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});
