export const NEWSLETTER_PROVIDERS = ["buttondown", "kit", "form"] as const;
export type NewsletterProvider = (typeof NEWSLETTER_PROVIDERS)[number];

export const NEWSLETTER_HINT =
  "Where Subscribe posts the address: buttondown, kit, or form (the form service); empty: an email draft to you";

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

export function resolveNewsletter(settings: NewsletterSettings) {
  const { newsletter: provider } = settings;
  if (!provider) return null;
  const url = settings.newsletterEndpoint ?? (provider === "form" ? settings.formEndpoint : undefined);
  return url ? { provider, url, field: NEWSLETTER_EMAIL_FIELD[provider] } : null;
}

/** As the provider's own embeddable form posts them, nothing else. */
export function buildNewsletterFields(provider: NewsletterProvider, email: string, subject: string) {
  const fields: Record<string, string> = { [NEWSLETTER_EMAIL_FIELD[provider]]: email.trim() };
  if (provider === "buttondown") fields.embed = "1";
  if (provider === "form") fields._subject = subject;
  return fields;
}

export function describeNewsletterProblem(settings: NewsletterSettings) {
  if (settings.newsletter && !resolveNewsletter(settings))
    return `newsletter is "${settings.newsletter}" but newsletterEndpoint is empty: set the sign-up form's address`;
  return null;
}
