/// <reference types="vite/client" />
// Ambient module declarations cannot import a relative module: import() types name the content types here.
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
  import type { Content } from "../scripts/content/load.ts";
  /** content/site.yml, validated (scripts/content/collections/site.ts). */
  const site: Content["site"];
  export default site;
}

declare module "virtual:content/blog" {
  /** content/blog/*.md, newest first, bodies compiled to HTML: for route loaders, never a page's bundle. */
  const posts: import("../scripts/content/load.ts").Content["blog"];
  export default posts;
}

declare module "virtual:content/help" {
  /** content/help.yml with the titles of the help articles (scripts/content/collections/help.ts). */
  const help: import("../scripts/content/load.ts").Content["help"];
  export default help;
}

declare module "virtual:content/helpArticles" {
  /** content/help/*.md, compiled: for route loaders and the search index, never a page's bundle. */
  const helpArticles: import("../scripts/content/load.ts").Content["helpArticles"];
  export default helpArticles;
}

declare module "virtual:content" {
  import type { Content } from "../scripts/content/load.ts";
  /** Every content collection at once: for build-time code only (the sitemap), never for a page's bundle. */
  const content: Content;
  export default content;
}
