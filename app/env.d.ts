/// <reference types="vite/client" />
// A top-level import would turn this file of ambient declarations into a module, and a relative import inside a
// `declare module` is not allowed: the virtual modules name their types with import().
/* eslint-disable @typescript-eslint/consistent-type-imports */

interface ImportMetaEnv {
  readonly SITE_NAME?: string;
  readonly SITE_EMAIL?: string;
  readonly SITE_PHONE?: string;
  readonly SITE_ADDRESS?: string;
  readonly SITE_URL?: string;
  readonly SITE_JOBS_EMAIL?: string;
  readonly SITE_SUPPORT_EMAIL?: string;
  readonly SITE_FORM_ENDPOINT?: string;
  readonly SITE_ANALYTICS?: string;
  readonly SITE_ANALYTICS_SITE?: string;
  readonly SITE_ANALYTICS_HOST?: string;
  readonly SITE_NEWSLETTER?: string;
  readonly SITE_NEWSLETTER_ENDPOINT?: string;
  /** Set by vite.config.ts. */
  readonly BUILD_YEAR: string;
  /**
   * Where the analytics module sends events (model/analytics-settings.ts), null when analytics are off: written
   * into each provider's module by astro.config.mjs, so that no module is shared between them.
   */
  readonly ANALYTICS_TARGET: import("../model/schemas/site.ts").Site["analyticsTag"];
}

declare module "virtual:icon-sprite" {
  /** URL of the icon sprite (scripts/icon-sprite.ts). */
  const url: string;
  export default url;
}

declare module "virtual:content/site" {
  import type { Content } from "../model/schemas/content.ts";
  /** content/site.yml, validated (scripts/content/collections/site.ts). */
  const site: Content["site"];
  export default site;
}

declare module "virtual:content/blog" {
  /** content/blog/*.md, newest first, bodies compiled to HTML: for route loaders, never a page's bundle. */
  const posts: import("../model/schemas/content.ts").Content["blog"];
  export default posts;
}

declare module "virtual:content/help" {
  /** content/help.yml with the titles of the help articles (scripts/content/collections/help.ts). */
  const help: import("../model/schemas/content.ts").Content["help"];
  export default help;
}

declare module "virtual:content/helpArticles" {
  /** content/help/*.md, compiled: for route loaders and the search index, never a page's bundle. */
  const helpArticles: import("../model/schemas/content.ts").Content["helpArticles"];
  export default helpArticles;
}

declare module "virtual:content/courses" {
  /** content/courses/*.md as the catalogue shows them, by id (scripts/content/collections/courses.ts). */
  const courses: import("../model/schemas/content.ts").Content["courses"];
  export default courses;
}

declare module "virtual:content/retiredCourses" {
  /** The courses marked `retired: true`, by id and title: only their own pages read them. */
  const retiredCourses: import("../model/schemas/content.ts").Content["retiredCourses"];
  export default retiredCourses;
}

declare module "virtual:content/courseDetails" {
  /** What only a course's own page shows, by course id: for that page's loaders, never for a shared module. */
  const courseDetails: import("../model/schemas/content.ts").Content["courseDetails"];
  export default courseDetails;
}

declare module "virtual:content/instructors" {
  /** content/instructors.yml, validated (scripts/content/collections/instructors.ts). */
  const instructors: import("../model/schemas/content.ts").Content["instructors"];
  export default instructors;
}

declare module "virtual:content" {
  import type { Content } from "../model/schemas/content.ts";
  /** Every content collection at once: for build-time code only (the sitemap), never for a page's bundle. */
  const content: Content;
  export default content;
}

declare module "virtual:content/jobs" {
  /** content/jobs/*.md, validated, oldest posting first (scripts/content/collections/jobs.ts). */
  const jobs: import("../model/schemas/content.ts").Content["jobs"];
  export default jobs;
}

declare module "virtual:content/policies/menu" {
  /** The four policies' types and titles, for the menus (scripts/content/collections/policies.ts). */
  const menu: import("../model/schemas/content.ts").Content["policies"]["menu"];
  export default menu;
}

declare module "virtual:content/policies/pages" {
  /** content/policies/*.md, each split into its sections: for the legal page's loaders only. */
  const pages: import("../model/schemas/content.ts").Content["policies"]["pages"];
  export default pages;
}

declare module "virtual:content/company" {
  /** content/company.yml, validated (scripts/content/collections/company.ts). */
  const company: import("../model/schemas/content.ts").Content["company"];
  export default company;
}

declare module "virtual:content/company/careers" {
  /** The careers part of content/company.yml: perks and hiring steps, for the careers page's loaders. */
  const careers: import("../model/schemas/content.ts").Content["company"]["careers"];
  export default careers;
}

declare module "virtual:content/pages/descriptions" {
  /** Each page's description, from content/pages.yml (scripts/content/collections/pages.ts). */
  const descriptions: import("../model/schemas/content.ts").Content["pages"]["descriptions"];
  export default descriptions;
}

declare module "virtual:content/pages/home" {
  /** The home page's texts, from content/pages.yml (scripts/content/collections/pages.ts). */
  const home: import("../model/schemas/content.ts").Content["pages"]["home"];
  export default home;
}

declare module "virtual:content/support" {
  /** content/support.yml, validated (scripts/content/collections/support.ts). */
  const support: import("../model/schemas/content.ts").Content["support"];
  export default support;
}

declare module "virtual:content/brand" {
  import type { Content } from "../model/schemas/content.ts";
  /** content/brand.yml with its derived palette (scripts/content/collections/brand.ts). */
  const brand: Content["brand"];
  export default brand;
}
