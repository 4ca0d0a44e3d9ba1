import { expect, test } from "vitest";
import { site } from "virtual:site-config";

import { SITE_ROUTES as routes } from "~/lib/site-routes";

import { loadContentOnce } from "../../scripts/content/load";
import { buildRobotsTxt, buildSitemap, findLastModified } from "./crawler-files";
import { listDynamicSegments, listPagePaths } from "./site-urls";

const { content } = loadContentOnce();
const articles = content.blog;

const PAGE_PATHS = listPagePaths(routes, listDynamicSegments(content));

test("the sitemap lists every page of the route list with absolute URLs, and nothing else", () => {
  const xml = buildSitemap(PAGE_PATHS, content);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(PAGE_PATHS.map((path) => `${site.url}${path}`));
  expect(locs).not.toContain(`${site.url}/sitemap.xml`);
  expect(locs).not.toContain(`${site.url}/blog/rss.xml`);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
});

/** The newest of some dates. */
const newest = (dates: ReadonlyArray<string | undefined>) =>
  dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
const fileDate = (file: string) => content.fileDates[file];

test("lastmod is the newest date of the files a page reads and of the dates its content states", () => {
  const site = fileDate("content/site.yml");
  expect(site).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const course of content.courses) {
    const file = content.courseFiles[course.id] ?? "";
    expect(file).toMatch(/^content\/courses\/.+\.md$/);
    // A course page shows its file and the site's settings (price in its currency, the promises).
    expect(findLastModified(`/course/${course.id}`, content)).toBe(
      newest([site, fileDate(file), fileDate("content/instructors.yml")]),
    );
    expect(findLastModified(`/purchase/${course.id}`, content)).toBe(newest([site, fileDate(file)]));
  }
  const courseFiles = Object.values(content.courseFiles).map(fileDate);
  expect(findLastModified("/courses", content)).toBe(
    newest([site, fileDate("content/pages.yml"), ...courseFiles]),
  );
  expect(findLastModified("/legal/refund", content)).toBe(
    newest([site, fileDate("content/policies/refund.md"), content.policies.pages.refund.lastUpdated]),
  );
  expect(findLastModified("/careers", content)).toBe(
    newest([
      site,
      fileDate("content/company.yml"),
      ...content.jobs.map((job) => fileDate(`content/jobs/${job.id}.md`)),
      ...content.jobs.map((job) => job.datePosted),
    ]),
  );
  for (const article of articles) {
    expect(findLastModified(`/blog/${article.slug}`, content)).toBe(
      newest([site, fileDate(`content/blog/${article.slug}.md`), article.date]),
    );
  }
});

test("special characters in URLs are escaped", () => {
  expect(buildSitemap(["/a&b"], content)).toContain(`<loc>${site.url}/a&amp;b</loc>`);
});

test("robots.txt allows crawling but the content editor and points at the sitemap", () => {
  expect(buildRobotsTxt()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${site.url}/sitemap.xml\n`,
  );
});
