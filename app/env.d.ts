/// <reference types="vite/client" />

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

declare module "virtual:content" {
  import type { Content } from "../scripts/content/load.ts";
  /** Every content collection at once: for build-time code only (the sitemap), never for a page's bundle. */
  const content: Content;
  export default content;
}
