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

/**
 * Where a form service may receive the visitors' applications and requests: https only. The one exception is
 * http on 127.0.0.1, which no visitor can reach: the browser tests' local receiver (e2e/servers.ts).
 */
export function isAllowedFormEndpoint(address: string) {
  const url = new URL(address);
  return url.protocol === "https:" || (url.protocol === "http:" && url.hostname === "127.0.0.1");
}

const formEndpoint = z
  .url({ error: "expected an address starting with https://" })
  .refine(isAllowedFormEndpoint, "expected an address starting with https:// (visitors' messages go there)");

/** The SITE_* variable that overrides a setting at build time, attached to the setting's schema. */
const siteVariables = z.registry<{ variable: `SITE_${string}` }>();

/** A setting that a SITE_* variable can override: the schema and the variable in one place. */
function overridable<T extends z.ZodType>(schema: T, variable: `SITE_${string}`): T {
  const setting = schema.clone();
  siteVariables.add(setting, { variable });
  return setting;
}

/**
 * content/site.yml: the business identity and its promises, the one settings object every page, policy, structured
 * datum, the CSP (scripts/postbuild.mjs) and the editor read. A new setting is one line here (with its variable,
 * if a SITE_* variable may override it).
 */
export const siteSchema = z.strictObject({
  name: overridable(text, "SITE_NAME"),
  email: overridable(email, "SITE_EMAIL"),
  phone: overridable(text, "SITE_PHONE"),
  address: overridable(text, "SITE_ADDRESS"),
  url: overridable(webAddress, "SITE_URL"),
  currency: z.string().regex(/^[A-Z]{3}$/, "expected a three-letter currency code such as USD"),
  jobsEmail: overridable(email.optional(), "SITE_JOBS_EMAIL"),
  supportEmail: overridable(email.optional(), "SITE_SUPPORT_EMAIL"),
  formEndpoint: overridable(formEndpoint.optional(), "SITE_FORM_ENDPOINT"),
  // Cookie-less analytics and a newsletter list, both off unless set (app/lib/analytics-settings.ts, app/lib/newsletter.ts).
  analytics: overridable(z.enum(ANALYTICS_PROVIDERS).optional().meta({ description: ANALYTICS_HINT }), "SITE_ANALYTICS"),
  analyticsSite: overridable(
    text.optional().meta({ description: "Plausible: the domain; Umami: the website id; GoatCounter: the code" }),
    "SITE_ANALYTICS_SITE",
  ),
  analyticsScript: overridable(
    formEndpoint.optional().meta({ description: "Self-hosted: the script's address (default: the provider's)" }),
    "SITE_ANALYTICS_SCRIPT",
  ),
  newsletter: overridable(z.enum(NEWSLETTER_PROVIDERS).optional().meta({ description: NEWSLETTER_HINT }), "SITE_NEWSLETTER"),
  newsletterEndpoint: overridable(
    formEndpoint.optional().meta({ description: "The sign-up form's action address" }),
    "SITE_NEWSLETTER_ENDPOINT",
  ),
  /**
   * The business's promises, each written once and quoted everywhere: as {promises.name} in content files, as
   * `site.promises.name` in code. A promise the site states somewhere is a field here, so that a missing or
   * misspelled one is a build problem, not a gap in a page. A promise may quote another ({promises.refundWindow}).
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
    /** The most of a course a learner may have completed and still get a refund (SPEC section 9: 50%). */
    refundProgressLimit: text,
    /** The courses a refund does not cover (SPEC section 9), quoting the two promises above. */
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
  /** The currency as running text names it: "US dollars" for USD (derived, not a setting). */
  currencyName: string;
  /**
   * The analytics provider's script tag, resolved here at build time so that the pages carry the tag, not the
   * providers' table (derived; null when analytics is off).
   */
  analyticsTag: { src: string; attributes: Record<string, string> } | null;
};

type SiteKey = keyof SiteFile;

/** The settings a SITE_* variable overrides, with its variable: read from the schema. */
export const SITE_VARIABLES: Readonly<Partial<Record<SiteKey, `SITE_${string}`>>> = Object.fromEntries(
  Object.entries(siteSchema.shape).flatMap(([key, schema]) => {
    const variable = siteVariables.get(schema)?.variable;
    return variable ? [[key, variable]] : [];
  }),
);

/** "US dollars", "British pounds", "euros": how a sentence names the prices' currency. */
export function nameCurrency(code: string) {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "name" });
  return parts.formatToParts(2).find((part) => part.type === "currency")?.value ?? code;
}

type Env = Readonly<Record<string, string | undefined>>;

const PROMISE_REFERENCE = /\{promises\.([a-zA-Z]+)\}/g;

/** How a problem names a SITE_* variable: where the owner set it, and what it overrides. */
export function describeVariable(variable: string) {
  return `the variable ${variable} (set in the build's environment or a .env file, in place of ${SITE_FILE})`;
}

/** content/site.yml, then each SITE_* variable that is set (and not blank) in place of its value. */
export function loadSite(files: ContentFiles, env: Env): Site | undefined {
  // The file's own texts may only quote its promises, filled below once they are read.
  const check = files.checkPlaceholders;
  files.checkPlaceholders = false;
  const raw = files.readYaml(SITE_FILE);
  files.checkPlaceholders = check;
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
  const written: Record<string, string> = { ...file.promises };
  const promises: Record<string, string> = file.promises;
  for (const [key, value] of Object.entries(written)) {
    promises[key] = value.replace(PROMISE_REFERENCE, (token, name: string) => {
      const quoted = name === key ? undefined : written[name];
      if (quoted !== undefined && !quoted.includes("{promises.")) return quoted;
      files.problems.add({
        file: SITE_FILE,
        field: `promises.${key}`,
        message: `${token}: a promise may quote another promise of this file that quotes none`,
      });
      return token;
    });
  }
  return {
    ...file,
    url: file.url.replace(/\/+$/, ""),
    jobsEmail: file.jobsEmail ?? file.email,
    supportEmail: file.supportEmail ?? file.email,
    formEndpoint: file.formEndpoint ?? null,
    currencyName: nameCurrency(file.currency),
    analyticsTag: analyticsTagOf(file),
  };
}

function analyticsTagOf(settings: SiteFile) {
  const tag = resolveAnalytics(settings);
  return tag ? { src: tag.src, attributes: tag.attributes } : null;
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
    const value = site[key as keyof Site];
    return typeof value === "string" && PLACEHOLDERS.some((pattern) => pattern.test(value)) ? [{ variable, value }] : [];
  });
}
