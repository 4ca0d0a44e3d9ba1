import { expect, test } from "vitest";
import content from "virtual:content";

import { articles } from "~/content/blog";
import { PAGES_LAST_UPDATED } from "~/content/page-dates";
import { site } from "~/content/site";
import routes from "~/routes";

import { buildRobotsTxt, buildSitemap, findLastModified } from "./crawler-files";
import { listDynamicSegments, listPagePaths } from "./site-urls";

const PAGE_PATHS = listPagePaths(routes, listDynamicSegments(content));

test("the sitemap lists every page of the route list with absolute URLs, and nothing else", () => {
  const xml = buildSitemap(PAGE_PATHS);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(PAGE_PATHS.map((path) => `${site.url}${path}`));
  expect(locs).not.toContain(`${site.url}/sitemap.xml`);
  expect(locs).not.toContain(`${site.url}/blog/rss.xml`);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
});

test("lastmod is the content's own date", () => {
  expect(findLastModified("/legal/refund")).toBe(content.policies.pages.refund.lastUpdated);
  expect(findLastModified("/careers")).toBe(
    content.jobs
      .map((job) => job.datePosted)
      .sort()
      .at(-1),
  );
  for (const article of articles) expect(findLastModified(`/blog/${article.slug}`)).toBe(article.date);
  expect(findLastModified("/blog")).toBe([...articles.map((entry) => entry.date)].sort().at(-1));
  expect(findLastModified("/about")).toBe(PAGES_LAST_UPDATED);
});

test("special characters in URLs are escaped", () => {
  expect(buildSitemap(["/a&b"])).toContain(`<loc>${site.url}/a&amp;b</loc>`);
});

test("robots.txt allows crawling but the content editor and points at the sitemap", () => {
  expect(buildRobotsTxt()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${site.url}/sitemap.xml\n`,
  );
});
