/// <reference types="vite/client" />
// A top-level import would make this file a module: the virtual modules name their types with import().
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
  /** Written into each provider's analytics module by astro.config.mjs (model/analytics-settings.ts). */
  /** The pages' Content-Security-Policy without its hashes (astro.config.mjs, app/middleware.ts). */
  readonly PAGE_POLICY: string;
  readonly ANALYTICS_TARGET: import("../model/schemas/site.ts").Site["analyticsTag"];
}

declare module "virtual:icon-sprite" {
  /** URL of the icon sprite (scripts/icon-sprite.ts). */
  const url: string;
  export default url;
}

declare module "virtual:site-config" {
  export const site: import("../model/schemas/site.ts").Site;
  export const brand: import("../model/schemas/brand.ts").Brand;
}

/** The settings one export each, for islands: `import * as site from "virtual:site-config/settings"`. */
declare module "virtual:site-config/settings" {
  type Site = import("../model/schemas/site.ts").Site;
  export const name: Site["name"];
  export const email: Site["email"];
  export const phone: Site["phone"];
  export const address: Site["address"];
  export const url: Site["url"];
  export const currency: Site["currency"];
  export const timeZone: Site["timeZone"];
  export const languages: Site["languages"];
  export const jobsEmail: Site["jobsEmail"];
  export const supportEmail: Site["supportEmail"];
  export const formEndpoint: Site["formEndpoint"];
  export const analytics: Site["analytics"];
  export const analyticsSite: Site["analyticsSite"];
  export const analyticsHost: Site["analyticsHost"];
  export const newsletter: Site["newsletter"];
  export const newsletterEndpoint: Site["newsletterEndpoint"];
  export const currencyName: Site["currencyName"];
  export const analyticsTag: Site["analyticsTag"];
}
