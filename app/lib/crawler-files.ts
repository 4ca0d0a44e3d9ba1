import content from "virtual:content";

import { articles } from "~/content/blog";
import { PAGES_LAST_UPDATED } from "~/content/page-dates";

import { resolvePolicyType } from "./resolve-policy";
import { escapeXml } from "./rss";
import { absoluteUrl } from "./structured-data";

function latest(dates: ReadonlyArray<string>) {
  return [...dates].sort().at(-1) ?? PAGES_LAST_UPDATED;
}

/** The date a page's content last changed: its own date where the content has one. */
export function findLastModified(path: string) {
  if (path.startsWith("/legal/")) {
    return content.policies.pages[resolvePolicyType(path.slice("/legal/".length))].lastUpdated;
  }
  const article = articles.find((candidate) => path === `/blog/${candidate.slug}`);
  if (article) return article.date;
  if (path === "/blog") return latest(articles.map((candidate) => candidate.date));
  if (path === "/careers") return latest(content.jobs.map((job) => job.datePosted));
  return PAGES_LAST_UPDATED;
}

/** sitemap.xml for the given page paths, with absolute URLs from the configured site URL. */
export function buildSitemap(paths: ReadonlyArray<string>) {
  const urls = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${findLastModified(path)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled but the content editor (/admin/, which also says noindex itself). */
export function buildRobotsTxt() {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
