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
  /** Set by vite.config.ts. */
  readonly BUILD_YEAR: string;
}

declare module "virtual:icon-sprite" {
  /** URL of the icon sprite (scripts/icon-sprite.ts). */
  const url: string;
  export default url;
}

declare module "virtual:content/site" {
  /** content/site.yml, validated (scripts/content/collections/site.ts). */
  const site: import("../scripts/content/load.ts").Content["site"];
  export default site;
}

declare module "virtual:content/courses" {
  /** content/courses/*.md as the catalogue shows them, by id (scripts/content/collections/courses.ts). */
  const courses: import("../scripts/content/load.ts").Content["courses"];
  export default courses;
}

declare module "virtual:content/courseDetails" {
  /** What only a course's own page shows, by course id: for that page's loaders, never for a shared module. */
  const courseDetails: import("../scripts/content/load.ts").Content["courseDetails"];
  export default courseDetails;
}

declare module "virtual:content/instructors" {
  /** content/instructors.yml, validated (scripts/content/collections/instructors.ts). */
  const instructors: import("../scripts/content/load.ts").Content["instructors"];
  export default instructors;
}

declare module "virtual:content" {
  /** Every content collection at once: for build-time code only (the sitemap), never for a page's bundle. */
  const content: import("../scripts/content/load.ts").Content;
  export default content;
}
