export type SiteConfig = {
  /** Brand name shown in the header, footer, titles and emails. */
  name: string;
  /** The owner's address: every email draft is sent here ({email} in the specification). */
  email: string;
  /** Display form of the phone number, e.g. "+1 (555) 010-0199". */
  phone: string;
  /** One-line postal address for the policies' contact blocks. */
  address: string;
  /** Public origin without a trailing slash, used for canonical links and the sitemap. */
  url: string;
  /** Where job-application drafts are addressed; defaults to `email`. */
  jobsEmail: string;
  /** Where support-request drafts are addressed; defaults to `email`. */
  supportEmail: string;
  /**
   * A form service URL (Formspree, Basin, Netlify Forms, …) that job applications and support requests are
   * posted to; null for none, and they end in an email draft like the other forms (PRODUCT.md item 13).
   */
  formEndpoint: string | null;
};

import siteFile from "virtual:content/site";

const env = import.meta.env;

function pick(value: string | undefined, fallback: string) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const email = pick(env.SITE_EMAIL, siteFile.email);

// content/site.yml holds the values; a SITE_* variable overrides one at build time (README, "Configuration").
export const site: SiteConfig = {
  name: pick(env.SITE_NAME, siteFile.name),
  email,
  phone: pick(env.SITE_PHONE, siteFile.phone),
  address: pick(env.SITE_ADDRESS, siteFile.address),
  url: pick(env.SITE_URL, siteFile.url).replace(/\/+$/, ""),
  jobsEmail: pick(env.SITE_JOBS_EMAIL, siteFile.jobsEmail ?? email),
  supportEmail: pick(env.SITE_SUPPORT_EMAIL, siteFile.supportEmail ?? email),
  formEndpoint: pick(env.SITE_FORM_ENDPOINT, siteFile.formEndpoint ?? "") || null,
};
