import { expect, test } from "vitest";

import { contentRoot, loadContent } from "../scripts/content/load.ts";
import { findLastModified } from "./last-modified.ts";

const content = loadContent(contentRoot());

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
    expect(findLastModified(content, `/course/${course.id}`)).toBe(
      newest([site, fileDate(file), fileDate("content/instructors.yml")]),
    );
    expect(findLastModified(content, `/purchase/${course.id}`)).toBe(newest([site, fileDate(file)]));
  }
  const courseFiles = Object.values(content.courseFiles).map(fileDate);
  expect(findLastModified(content, "/courses")).toBe(
    newest([site, fileDate("content/pages.yml"), ...courseFiles]),
  );
  expect(findLastModified(content, "/legal/refund")).toBe(
    newest([site, fileDate("content/policies/refund.md"), content.policies.pages.refund.lastUpdated]),
  );
  expect(findLastModified(content, "/careers")).toBe(
    newest([
      site,
      fileDate("content/company.yml"),
      ...content.jobs.map((job) => fileDate(`content/jobs/${job.id}.md`)),
      ...content.jobs.map((job) => job.datePosted),
    ]),
  );
  for (const article of content.blog) {
    expect(findLastModified(content, `/blog/${article.slug}`)).toBe(
      newest([site, fileDate(`content/blog/${article.slug}.md`), article.date]),
    );
  }
});
