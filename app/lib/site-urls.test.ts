import { describe, expect, test } from "vitest";

import { SITE_ROUTES as routes } from "~/lib/site-routes";

import { loadContentOnce } from "../../scripts/content/load";
import { isFilePath, listDynamicSegments, listPrerenderPaths } from "./site-urls";

const { content } = loadContentOnce();

const SEGMENTS = listDynamicSegments(content);

describe("listPrerenderPaths", () => {
  test("expands every route of the site into its URLs", () => {
    expect(listPrerenderPaths(routes, SEGMENTS)).toEqual([
      "/",
      "/courses",
      ...content.courses.map((course) => `/course/${course.id}`),
      ...content.courses.map((course) => `/purchase/${course.id}`),
      "/contact",
      "/legal/privacy",
      "/legal/terms",
      "/legal/cookies",
      "/legal/refund",
      "/about",
      "/mission",
      "/careers",
      "/blog",
      "/blog/rss.xml",
      ...content.blog.map((post) => `/blog/${post.slug}`),
      "/help",
      "/help/search-index.json",
      ...content.helpArticles.map((article) => `/help/${article.slug}`),
      "/support",
      "/sitemap.xml",
      "/robots.txt",
    ]);
  });

  test("leaves out the catch-all 404 route", () => {
    expect(listPrerenderPaths([{ path: "*" }, { path: "about" }], {})).toEqual(["/about"]);
  });

  test("joins nested and index routes to their parent path", () => {
    const nested = [{ path: "docs", children: [{ index: true }, { path: "intro" }] }];
    expect(listPrerenderPaths(nested, {})).toEqual(["/docs", "/docs/intro"]);
  });

  test("a dynamic route without known values is an error, not a silently missing page", () => {
    expect(() => listPrerenderPaths([{ path: "team/:member" }], {})).toThrow(/\/team\/:member/);
  });
});

describe("isFilePath", () => {
  test("a path ending in a file extension is a file", () => {
    expect(isFilePath("/blog/rss.xml")).toBe(true);
    expect(isFilePath("/sitemap.xml")).toBe(true);
  });

  test("page paths are not files", () => {
    expect(isFilePath("/")).toBe(false);
    expect(isFilePath("/blog/profit-is-not-cash")).toBe(false);
    expect(isFilePath("/legal/privacy")).toBe(false);
  });
});
