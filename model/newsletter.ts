// The newsletter setting of content/site.yml (`newsletter`, `newsletterEndpoint`): the provider whose public
// sign-up form the Subscribe button posts to (app/components/blog/newsletter-form.tsx), and what it posts.

export const NEWSLETTER_PROVIDERS = ["buttondown", "kit", "form"] as const;
export type NewsletterProvider = (typeof NEWSLETTER_PROVIDERS)[number];

export const NEWSLETTER_HINT =
  "Where Subscribe posts the address: buttondown, kit, or form (the form service); empty: an email draft to you";

/** The name of the address field in each provider's own embeddable sign-up form. */
export const NEWSLETTER_EMAIL_FIELD: Record<NewsletterProvider, string> = {
  buttondown: "email",
  kit: "email_address",
  form: "email",
};

export type NewsletterSettings = {
  newsletter?: NewsletterProvider | undefined;
  newsletterEndpoint?: string | undefined;
  formEndpoint?: string | null | undefined;
};

/** The sign-up post of the configured provider (the form service takes the form endpoint), or null for none. */
export function resolveNewsletter(settings: NewsletterSettings) {
  const { newsletter: provider } = settings;
  if (!provider) return null;
  const url = settings.newsletterEndpoint ?? (provider === "form" ? settings.formEndpoint : undefined);
  return url ? { provider, url, field: NEWSLETTER_EMAIL_FIELD[provider] } : null;
}

/**
 * The fields of one sign-up, as the provider's own embeddable form posts them: the address under its field name
 * (Buttondown also marks an embedded form; the form service gets a subject line to sort by). Nothing else.
 */
export function buildNewsletterFields(provider: NewsletterProvider, email: string, subject: string) {
  const fields: Record<string, string> = { [NEWSLETTER_EMAIL_FIELD[provider]]: email.trim() };
  if (provider === "buttondown") fields.embed = "1";
  if (provider === "form") fields._subject = subject;
  return fields;
}

/** A provider without an address to post to: the build names what is missing. */
export function describeNewsletterProblem(settings: NewsletterSettings) {
  if (settings.newsletter && !resolveNewsletter(settings))
    return `newsletter is "${settings.newsletter}" but newsletterEndpoint is empty: set the sign-up form's address`;
  return null;
}
