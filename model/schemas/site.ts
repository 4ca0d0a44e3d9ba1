import { z } from "zod";

import {
  ANALYTICS_HINT,
  ANALYTICS_PROVIDERS,
  type AnalyticsProvider,
  describeAnalyticsProblem,
} from "../analytics-settings.ts";
import { describeNewsletterProblem, NEWSLETTER_HINT, NEWSLETTER_PROVIDERS } from "../newsletter.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../selling.ts";
import { describeAddressProblem } from "../service-address.ts";
import { text } from "./fields.ts";

// content/site.yml: its schema, the SITE_* variables that override it and what the pages receive (scripts/content/collections/site.ts loads it).

const email = z.email("expected an email address");
/** An address the pages link to or send to, parsed as a URL: https:// only (http:// on this machine, for tests). */
function webAddress(example: string, error = "expected an address starting with https://") {
  return z
    .string({ error })
    .trim()
    .superRefine((value, context) => {
      const problem = describeAddressProblem(value, example);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    })
    .meta({ format: "uri" });
}
const formEndpoint = webAddress("https://formspree.io/f/abcd1234");

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
 * datum, the CSP (astro.config.mjs) and the editor read. A new setting is one line here (with its variable,
 * if a SITE_* variable may override it).
 */
export const siteSchema = z
  .strictObject({
    name: overridable(text, "SITE_NAME"),
    email: overridable(email, "SITE_EMAIL"),
    phone: overridable(text, "SITE_PHONE"),
    address: overridable(text, "SITE_ADDRESS"),
    url: overridable(webAddress("https://www.yourdomain.com"), "SITE_URL"),
    currency: z.string().regex(/^[A-Z]{3}$/, "expected a three-letter currency code such as USD"),
    /** The zone of the owner's dates (a sale's end, cohorts): the day a sale ends is over at midnight there. */
    timeZone: z
      .string()
      .refine(isTimeZone, { error: 'expected a time zone such as "Europe/Berlin" or "America/New_York"' })
      .default(DEFAULT_TIME_ZONE)
      .meta({
        description: "The time zone of the dates in course files, such as America/New_York (default: UTC)",
      }),
    /** The site's language (its dictionary, content/ui/<code>.yml): the first is served at `/`. */
    languages: z
      .array(z.string().regex(/^[a-z]{2,3}$/, 'expected a language code such as "en" or "de"'))
      .min(1, "expected at least one language, such as [en]")
      .default(["en"])
      .meta({ description: "The site's language, such as [en] or [de]: a dictionary content/ui/<code>.yml" }),
    jobsEmail: overridable(email.optional(), "SITE_JOBS_EMAIL"),
    supportEmail: overridable(email.optional(), "SITE_SUPPORT_EMAIL"),
    formEndpoint: overridable(formEndpoint.optional(), "SITE_FORM_ENDPOINT"),
    // Cookie-less analytics and a newsletter list, both off unless set (app/lib/analytics-settings.ts, app/lib/newsletter.ts).
    analytics: overridable(
      z.enum(ANALYTICS_PROVIDERS).optional().meta({ description: ANALYTICS_HINT }),
      "SITE_ANALYTICS",
    ),
    analyticsSite: overridable(
      text
        .optional()
        .meta({ description: "Plausible: the domain; Umami: the website id; GoatCounter: the code" }),
      "SITE_ANALYTICS_SITE",
    ),
    analyticsHost: overridable(
      formEndpoint.optional().meta({
        description:
          "Self-hosted: the instance's address, which receives the events (default: the provider's)",
      }),
      "SITE_ANALYTICS_HOST",
    ),
    newsletter: overridable(
      z.enum(NEWSLETTER_PROVIDERS).optional().meta({ description: NEWSLETTER_HINT }),
      "SITE_NEWSLETTER",
    ),
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
      /**
       * The guarantee as a sentence says it, only to word it otherwise: by default it is written from refundWindow
       * ("30 days" → "30-day money-back guarantee"), and a length other than refundWindow's is a build problem.
       */
      guarantee: text.optional(),
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
  })
  .superRefine((site, context) => {
    const analytics = describeAnalyticsProblem(site);
    // No `input`: the field named is the missing one.
    if (analytics)
      context.addIssue({ code: "custom", message: analytics, path: ["analyticsSite"], input: undefined });
    const newsletter = describeNewsletterProblem(site);
    if (newsletter)
      context.addIssue({
        code: "custom",
        message: newsletter,
        path: ["newsletterEndpoint"],
        input: undefined,
      });
  });

export type SiteFile = z.output<typeof siteSchema>;
/** The business identity as the build uses it: content/site.yml with the SITE_* variables applied. */
export type Site = Omit<SiteFile, "jobsEmail" | "supportEmail" | "formEndpoint" | "promises"> & {
  /** The file's promises, the guarantee written from refundWindow where the file words it not. */
  promises: SiteFile["promises"] & { guarantee: string };
  jobsEmail: string;
  supportEmail: string;
  formEndpoint: string | null;
  /** The currency as running text names it: "US dollars" for USD (derived, not a setting). */
  currencyName: string;
  /**
   * Where the site's own analytics module sends events, resolved here at build time so that the module carries
   * the address, not the providers' table (derived; null when analytics is off).
   */
  analyticsTag: { provider: AnalyticsProvider; site: string; endpoint: string } | null;
};

type SiteKey = keyof SiteFile;

/** The settings a SITE_* variable overrides, with its variable: read from the schema. */
export const SITE_VARIABLES: Readonly<Partial<Record<SiteKey, `SITE_${string}`>>> = Object.fromEntries(
  Object.entries(siteSchema.shape).flatMap(([key, schema]) => {
    const variable = siteVariables.get(schema)?.variable;
    return variable ? [[key, variable]] : [];
  }),
);
