import type { Content } from "../../model/schemas/content";
import { resolvePolicyType } from "./resolve-policy";
import { escapeXml } from "./rss";
import { absoluteUrl } from "./structured-data";

/** What every page shows: the business's name and contact details in the header, footer and structured data. */
const EVERY_PAGE = ["content/site.yml"];

/** The files under a folder of content/. */
function filesIn(content: Content, folder: string) {
  return Object.keys(content.fileDates).filter((file) => file.startsWith(`${folder}/`));
}

/**
 * The content files a page reads, besides EVERY_PAGE (docs/decisions/0020-each-fact-once.md):
 * a page that counts or lists the courses reads each course file, a course's own pages read its file.
 */
export function listPageSources(path: string, content: Content): string[] {
  const [, section = "", slug = ""] = path.split("/");
  const courseFile = content.courseFiles[slug];
  switch (section) {
    case "":
    case "courses":
      return ["content/pages.yml", ...filesIn(content, "content/courses")];
    case "course":
      return courseFile ? [courseFile, "content/instructors.yml"] : [];
    case "purchase":
      return courseFile ? [courseFile] : [];
    case "about":
    case "mission":
      return ["content/company.yml", "content/pages.yml", ...filesIn(content, "content/courses")];
    case "careers":
      return ["content/company.yml", ...filesIn(content, "content/jobs")];
    case "blog":
      return slug ? [`content/blog/${slug}.md`] : ["content/pages.yml", ...filesIn(content, "content/blog")];
    case "help":
      return slug
        ? [`content/help/${slug}.md`]
        : ["content/pages.yml", "content/help.yml", ...filesIn(content, "content/help")];
    case "legal":
      return [`content/policies/${resolvePolicyType(slug)}.md`];
    case "contact":
    case "support":
      return ["content/pages.yml", "content/support.yml"];
    default:
      return [];
  }
}

/**
 * The day a page's content last changed: the newest date of the files it reads (their last commit, or their
 * modification time while not committed), and of the dates the content states itself (an article's date, a
 * policy's "Last updated", a job's posting date), whichever is later.
 */
export function findLastModified(path: string, content: Content) {
  const dates = [...EVERY_PAGE, ...listPageSources(path, content)].flatMap(
    (file) => content.fileDates[file] ?? [],
  );
  if (path.startsWith("/legal/"))
    dates.push(content.policies.pages[resolvePolicyType(path.slice("/legal/".length))].lastUpdated);
  const article = content.blog.find((candidate) => path === `/blog/${candidate.slug}`);
  if (article) dates.push(article.date);
  if (path === "/blog") dates.push(...content.blog.map((candidate) => candidate.date));
  if (path === "/careers") dates.push(...content.jobs.map((job) => job.datePosted));
  return dates.sort().at(-1) ?? "";
}

/** sitemap.xml for the given page paths, with absolute URLs from the configured site URL. */
export function buildSitemap(paths: ReadonlyArray<string>, content: Content) {
  const urls = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${findLastModified(path, content)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled but the content editor (/admin/, which also says noindex itself). */
export function buildRobotsTxt() {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
