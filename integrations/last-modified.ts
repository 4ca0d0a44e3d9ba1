import type { Content } from "../model/schemas/content.ts";

type DatedContent = Pick<Content, "fileDates" | "courseFiles" | "policies" | "blog" | "jobs">;

const EVERY_PAGE = ["content/site.yml"];

/** The policy a /legal/ URL shows: an unknown type falls back to privacy (SPEC section 8). */
const policyOf = (content: DatedContent, type: string) =>
  content.policies.menu.find((policy) => policy.type === type)?.type ?? "privacy";

/** Besides site.yml (decision 0020). */
export function listPageSources(content: DatedContent, path: string): string[] {
  const [, section = "", slug = ""] = path.split("/");
  const courseFile = content.courseFiles[slug];
  const filesIn = (folder: string) =>
    Object.keys(content.fileDates).filter((file) => file.startsWith(`${folder}/`));
  switch (section) {
    case "":
    case "courses":
      return ["content/pages.yml", ...filesIn("content/courses")];
    case "course":
      return courseFile ? [courseFile, "content/instructors.yml"] : [];
    case "purchase":
      return courseFile ? [courseFile] : [];
    case "about":
    case "mission":
      return ["content/company.yml", "content/pages.yml", ...filesIn("content/courses")];
    case "careers":
      return ["content/company.yml", ...filesIn("content/jobs")];
    case "blog":
      return slug ? [`content/blog/${slug}.md`] : ["content/pages.yml", ...filesIn("content/blog")];
    case "help":
      return slug
        ? [`content/help/${slug}.md`]
        : ["content/pages.yml", "content/help.yml", ...filesIn("content/help")];
    case "legal":
      return [`content/policies/${policyOf(content, slug)}.md`];
    case "contact":
    case "support":
      return ["content/pages.yml", "content/support.yml"];
    default:
      return [];
  }
}

export function findLastModified(content: DatedContent, path: string) {
  const dates = [...EVERY_PAGE, ...listPageSources(content, path)].flatMap(
    (file) => content.fileDates[file] ?? [],
  );
  if (path.startsWith("/legal/"))
    dates.push(content.policies.pages[policyOf(content, path.slice("/legal/".length))].lastUpdated);
  const article = content.blog.find((candidate) => path === `/blog/${candidate.slug}`);
  if (article) dates.push(article.date);
  if (path === "/blog") dates.push(...content.blog.map((candidate) => candidate.date));
  if (path === "/careers") dates.push(...content.jobs.map((job) => job.datePosted));
  return dates.sort().at(-1) ?? "";
}
