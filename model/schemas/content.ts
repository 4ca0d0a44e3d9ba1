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

export type Content = {
  site: Site;
  brand: Brand;
  blog: ReadonlyArray<BlogPost>;
  help: Help;
  helpArticles: ReadonlyArray<HelpArticlePage>;
  /** The open positions: those whose validThrough is today or later. */
  jobs: ReadonlyArray<Job>;
  warnings: ReadonlyArray<string>;
  policies: Policies;
  company: Company;
  support: Support;
  pages: Pages;
  courses: readonly [Course, ...Course[]];
  retiredCourses: ReadonlyArray<RetiredCourse>;
  courseDetails: Readonly<Record<string, CourseDetails>>;
  /** content/instructors.yml; the first is the lead instructor. */
  instructors: Instructors;
  reviews: ReadonlyArray<Review>;
  ui: Readonly<Record<string, Dictionary>>;
  courseFiles: Readonly<Record<string, string>>;
  fileDates: Readonly<Record<string, string>>;
  /** Each further language's content: the same files with the texts of their translations under content/{code}/. */
  translations?: Readonly<Record<string, Translation>>;
};

/** A further language's content and the originals it has a translation of (content/courses/x.md). */
export type Translation = Omit<Content, "translations"> & { translatedFiles: ReadonlyArray<string> };
