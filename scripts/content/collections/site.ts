import { z } from "zod";
import type { ContentFiles } from "../files.ts";

export const SITE_FILE = "content/site.yml";

const text = z.string().trim().min(1, "expected a text, got an empty one");

/** content/site.yml: the business identity; every value can be overridden at build time by a SITE_* variable. */
export const siteSchema = z.strictObject({
  name: text,
  email: z.email("expected an email address"),
  phone: text,
  address: text,
  url: z.url({ protocol: /^https?$/, error: "expected an address starting with https://" }),
  currency: z.string().regex(/^[A-Z]{3}$/, "expected a three-letter currency code such as USD"),
  jobsEmail: z.email("expected an email address").optional(),
  supportEmail: z.email("expected an email address").optional(),
  formEndpoint: z
    .url({ protocol: /^https$/, error: "expected an address starting with https://" })
    .optional(),
});

export type SiteFile = z.output<typeof siteSchema>;

export function loadSite(files: ContentFiles): SiteFile | undefined {
  return files.problems.parse(siteSchema, files.readYaml(SITE_FILE), SITE_FILE);
}

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
} as const satisfies Partial<Record<keyof SiteFile, string>>;

/** Values that are still the template's stand-ins: a site built with them cannot be reached by its visitors. */
const PLACEHOLDERS = [/example\.(?:com|org|net)\b/i, /\b555\b/, /Example Street/i];

/** The SITE_* settings (by variable name) whose value, from the variable or content/site.yml, is a placeholder. */
export function listPlaceholderSettings(site: SiteFile, env: Readonly<Record<string, string | undefined>>) {
  return Object.entries(SITE_VARIABLES).flatMap(([key, variable]) => {
    const value = env[variable]?.trim() || site[key as keyof typeof SITE_VARIABLES];
    return value && PLACEHOLDERS.some((pattern) => pattern.test(value)) ? [{ variable, value }] : [];
  });
}
