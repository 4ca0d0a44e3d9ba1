import type { BlogPost } from "./blog.ts";
import type { Brand } from "./brand.ts";
import type { Company } from "./company.ts";
import type { Course, CourseDetails, RetiredCourse } from "./courses.ts";
import type { Help, HelpArticlePage } from "./help.ts";
import type { Instructors } from "./instructors.ts";
import type { Job } from "./jobs.ts";
import type { Pages } from "./pages.ts";
import type { Policies } from "./policies.ts";
import type { Review } from "./reviews.ts";
import type { Site } from "./site.ts";
import type { Support } from "./support.ts";
import type { Dictionary } from "./ui.ts";

/**
 * Everything in content/, validated (scripts/content/load.ts): what the collections of app/content.config.ts hold
 * (scripts/content/vite-plugin.ts) and what tests read to know what the pages show. One key per collection.
 */
export type Content = {
  site: Site;
  /** content/brand.yml with its derived palette: the stylesheet `virtual:site-config/brand.css`, the mark, the share images. */
  brand: Brand;
  blog: ReadonlyArray<BlogPost>;
  help: Help;
  helpArticles: ReadonlyArray<HelpArticlePage>;
  /** The open positions: those whose validThrough is today or later. */
  jobs: ReadonlyArray<Job>;
  /** What the build prints (a job past its closing date): fine to publish, worth the owner's attention. */
  warnings: ReadonlyArray<string>;
  policies: Policies;
  company: Company;
  support: Support;
  /** content/pages.yml: the home page's texts and the pages' descriptions. */
  pages: Pages;
  /** The catalogue, by id (content/courses/*.md): what cards, course headers and purchase pages show. */
  courses: readonly [Course, ...Course[]];
  /** The courses marked `retired: true`, by id: their old addresses say they are no longer offered. */
  retiredCourses: ReadonlyArray<RetiredCourse>;
  /** Curriculum, requirements, audience, FAQ and instructor of each course, by id: only its page loads them. */
  courseDetails: Readonly<Record<string, CourseDetails>>;
  /** content/instructors.yml; the first is the lead instructor. */
  instructors: Instructors;
  /** content/reviews/: the reviews of the courses offered, newest first. */
  reviews: ReadonlyArray<Review>;
  /** content/ui/<lang>.yml, checked, by language code: the interface's texts. */
  ui: Readonly<Record<string, Dictionary>>;
  /** Each course's file, by id. */
  courseFiles: Readonly<Record<string, string>>;
  /** The day each file under content/ last changed (scripts/content/file-dates.ts): the sitemap's lastmod. */
  fileDates: Readonly<Record<string, string>>;
};
