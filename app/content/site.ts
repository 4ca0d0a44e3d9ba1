import siteFile from "virtual:content/site";

import type { Site } from "../../model/schemas/site.ts";

/**
 * The business identity: name, email (every draft's address unless jobsEmail/supportEmail say otherwise), phone,
 * one-line address, public URL without a trailing slash, currency, the form service URL (null for none: every form
 * ends in an email draft, team rule 13) and the business's promises. content/site.yml holds the values and a
 * SITE_* variable overrides one at build time (README, "Configuration"; scripts/content/collections/site.ts).
 */
export type SiteConfig = Site;

export const site: SiteConfig = siteFile;
