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

const siteVariables = z.registry<{ variable: `SITE_${string}` }>();

function overridable<T extends z.ZodType>(schema: T, variable: `SITE_${string}`): T {
  const setting = schema.clone();
  siteVariables.add(setting, { variable });
  return setting;
}

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
        // A setting, not words: the same in every language (scripts/content/json-schema.ts, isTranslatableText).
        format: "time-zone",
      }),
    languages: z
      .array(z.string().regex(/^[a-z]{2,3}$/, 'expected a language code such as "en" or "de"'))
      .min(1, "expected at least one language, such as [en]")
      .default(["en"])
      .meta({ description: "The site's language, such as [en] or [de]: a dictionary content/ui/<code>.yml" }),
    jobsEmail: overridable(email.optional(), "SITE_JOBS_EMAIL"),
    supportEmail: overridable(email.optional(), "SITE_SUPPORT_EMAIL"),
    formEndpoint: overridable(formEndpoint.optional(), "SITE_FORM_ENDPOINT"),
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
    /** Each promise written once and quoted everywhere, so a missing one is a build problem (decision 0020). */
    promises: z.strictObject({
      replyTime: text,
      supportResponseTime: text,
      phoneHours: text,
      applicationReplyTime: text,
      /** Default: written from refundWindow; a length other than refundWindow's is a build problem. */
      guarantee: text.optional(),
      refundWindow: text,
      refundProcessing: text,
      refundProgressLimit: text,
      refundExclusions: text,
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
export type Site = Omit<SiteFile, "jobsEmail" | "supportEmail" | "formEndpoint" | "promises"> & {
  promises: SiteFile["promises"] & { guarantee: string };
  jobsEmail: string;
  supportEmail: string;
  formEndpoint: string | null;
  /** The currency as running text names it: "US dollars" for USD (derived, not a setting). */
  currencyName: string;
  /** Resolved at build time so the analytics module carries an address, not the providers' table. */
  analyticsTag: { provider: AnalyticsProvider; site: string; endpoint: string } | null;
};

type SiteKey = keyof SiteFile;

export const SITE_VARIABLES: Readonly<Partial<Record<SiteKey, `SITE_${string}`>>> = Object.fromEntries(
  Object.entries(siteSchema.shape).flatMap(([key, schema]) => {
    const variable = siteVariables.get(schema)?.variable;
    return variable ? [[key, variable]] : [];
  }),
);
