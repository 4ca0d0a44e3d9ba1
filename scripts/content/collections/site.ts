import { z } from "zod";

import {
  ANALYTICS_HINT,
  ANALYTICS_PROVIDERS,
  describeAnalyticsProblem,
  resolveAnalytics,
} from "../../../app/lib/analytics-settings.ts";
import {
  describeNewsletterProblem,
  NEWSLETTER_HINT,
  NEWSLETTER_PROVIDERS,
  resolveNewsletter,
} from "../../../app/lib/newsletter.ts";
import { toTitleCase } from "../../../app/lib/words.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { text } from "../fields.ts";
import type { ContentFiles } from "../files.ts";

export const SITE_FILE = "content/site.yml";

const email = z.email("expected an email address");
const webAddress = z.url({ protocol: /^https?$/, error: "expected an address starting with https://" });

/** content/site.yml: the business identity; every value can be overridden at build time by a SITE_* variable. */
export const siteSchema = z.strictObject({
  name: text,
  email,
  phone: text,
  address: text,
  url: webAddress,
  currency: z.string().regex(/^[A-Z]{3}$/, "expected a three-letter currency code such as USD"),
  jobsEmail: email.optional(),
  supportEmail: email.optional(),
  formEndpoint: webAddress.optional(),
  // Cookie-less analytics and a newsletter list, both off unless set (app/lib/analytics-settings.ts, app/lib/newsletter.ts).
  analytics: z.enum(ANALYTICS_PROVIDERS).optional().meta({ description: ANALYTICS_HINT }),
  analyticsSite: text.optional().meta({ description: "Plausible: the domain; Umami: the website id; GoatCounter: the code" }),
  analyticsScript: webAddress.optional().meta({ description: "Self-hosted: the script's address (default: the provider's)" }),
  newsletter: z.enum(NEWSLETTER_PROVIDERS).optional().meta({ description: NEWSLETTER_HINT }),
  newsletterEndpoint: webAddress.optional().meta({ description: "The sign-up form's action address" }),
  /**
   * The business's promises, each written once and quoted everywhere: as {promises.name} in content files, as
   * `site.promises.name` in code. A promise the site states somewhere is a field here, so that a missing or
   * misspelled one is a build problem, not a gap in a page.
   */
  promises: z.strictObject({
    /** How soon a message or a purchase request is answered, on business days (SPEC section 1). */
    replyTime: text,
    /** How soon a support request is answered (SPEC section 1). */
    supportResponseTime: text,
    /** When phone support is open (SPEC section 9). */
    phoneHours: text,
    /** How soon a job application is answered (SPEC section 1). */
    applicationReplyTime: text,
    /** The guarantee as a sentence says it; pages that title it derive the title case (app/lib/promises.ts). */
    guarantee: text,
    /** How long after the purchase a refund can be requested (SPEC section 9). */
    refundWindow: text,
    /** How long an approved refund takes (SPEC section 9). */
    refundProcessing: text,
    /** The courses a refund does not cover (SPEC section 9). */
    refundExclusions: text,
    /** The one exception to the refund terms (SPEC section 9). */
    refundPackages: text,
  }),
}).superRefine((site, context) => {
  const analytics = describeAnalyticsProblem(site);
  // No `input`: the field named is the missing one.
  if (analytics) context.addIssue({ code: "custom", message: analytics, path: ["analyticsSite"], input: undefined });
  const newsletter = describeNewsletterProblem(site);
  if (newsletter)
    context.addIssue({ code: "custom", message: newsletter, path: ["newsletterEndpoint"], input: undefined });
});

export type SiteFile = z.output<typeof siteSchema>;

export const siteCollection: CollectionDescriptor = {
  name: "site",
  label: "Site settings",
  description: "The business's name, contact details, public address, currency and promises.",
  files: { kind: "file", file: SITE_FILE },
  schema: siteSchema,
};

/** The business identity as the build uses it: content/site.yml with the SITE_* variables applied. */
export type Site = Omit<SiteFile, "jobsEmail" | "supportEmail" | "formEndpoint"> & {
  jobsEmail: string;
  supportEmail: string;
  formEndpoint: string | null;
};

/** The settings that configure the business, with the SITE_* variable that overrides each. */
export const SITE_VARIABLES = {
  name: "SITE_NAME",
  email: "SITE_EMAIL",
  phone: "SITE_PHONE",
  address: "SITE_ADDRESS",
  url: "SITE_URL",
  jobsEmail: "SITE_JOBS_EMAIL",
  supportEmail: "SITE_SUPPORT_EMAIL",
  formEndpoint: "SITE_FORM_ENDPOINT",
  analytics: "SITE_ANALYTICS",
  analyticsSite: "SITE_ANALYTICS_SITE",
  analyticsScript: "SITE_ANALYTICS_SCRIPT",
  newsletter: "SITE_NEWSLETTER",
  newsletterEndpoint: "SITE_NEWSLETTER_ENDPOINT",
} as const satisfies Partial<Record<keyof SiteFile, string>>;

type Env = Readonly<Record<string, string | undefined>>;

/** How a problem names a SITE_* variable: where the owner set it, and what it overrides. */
export function describeVariable(variable: string) {
  return `the variable ${variable} (set in the build's environment or a .env file, in place of ${SITE_FILE})`;
}

/** content/site.yml, then each SITE_* variable that is set (and not blank) in place of its value. */
export function loadSite(files: ContentFiles, env: Env): Site | undefined {
  const raw = files.readYaml(SITE_FILE);
  if (raw === undefined) return undefined;
  const merged: Record<string, unknown> = raw && typeof raw === "object" ? { ...raw } : {};
  const fromVariables = new Map<string, string>();
  for (const [key, variable] of Object.entries(SITE_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) {
      merged[key] = value;
      fromVariables.set(key, variable);
    }
  }
  // A value a variable set is that variable's problem, not the file's: the owner fixes it where it was set.
  const file = files.problems.parse(siteSchema, merged, SITE_FILE, (field) => {
    const variable = fromVariables.get(field);
    return variable && describeVariable(variable);
  });
  if (!file) return undefined;
  return {
    ...file,
    url: file.url.replace(/\/+$/, ""),
    jobsEmail: file.jobsEmail ?? file.email,
    supportEmail: file.supportEmail ?? file.email,
    formEndpoint: file.formEndpoint ?? null,
  };
}

/**
 * The values content files may quote: {site.name}, {site.email}, …, {promises.replyTime}, and each text promise in
 * title case, {promises.guarantee.titleCase}.
 */
export function listSitePlaceholders(site: Site): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(site)) {
    if (typeof value === "string") values[`site.${key}`] = value;
  }
  // A policy names who measures visits, and where the figures go: {site.analyticsName}, {site.analyticsOrigin}.
  const analytics = resolveAnalytics(site);
  values["site.analyticsName"] = analytics?.name ?? "none";
  values["site.analyticsOrigin"] = analytics?.connectOrigins.join(" and ") ?? "none";
  for (const [key, value] of Object.entries(site.promises)) {
    values[`promises.${key}`] = String(value);
    // Where a promise reads as a name: "our {promises.guarantee.titleCase}" → "our 30-Day Money-Back Guarantee".
    if (typeof value === "string") values[`promises.${key}.titleCase`] = toTitleCase(value);
  }
  return values;
}

/** What `{if site.formEndpoint}` in a policy tests: each setting that may be left unset, and whether it is set. */
export function listSiteConditions(site: Site): Record<string, boolean> {
  return {
    "site.formEndpoint": site.formEndpoint !== null,
    "site.analytics": resolveAnalytics(site) !== null,
    "site.newsletter": resolveNewsletter(site) !== null,
  };
}

/**
 * Values that are still the template's stand-ins: a site built with them cannot be reached by its visitors, or
 * carries the template's brand name.
 */
const PLACEHOLDERS = [/example\.(?:com|org|net)\b/i, /\b555\b/, /Example Street/i, /^Meridian Business Academy$/];

/** The SITE_* settings (by variable name) whose value, from the variable or content/site.yml, is a placeholder. */
export function listPlaceholderSettings(site: Site) {
  return Object.entries(SITE_VARIABLES).flatMap(([key, variable]) => {
    const value = site[key as keyof typeof SITE_VARIABLES];
    return value && PLACEHOLDERS.some((pattern) => pattern.test(value)) ? [{ variable, value }] : [];
  });
}
