import "~/lib/purge-expired-copies";

import { useId } from "react";
import * as site from "virtual:site-config/settings";

import { Input } from "~/components/ui/field";
import { Mail, Send } from "~/components/ui/icons";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormSubmission } from "~/hooks/use-form-submission";
import { buildMailtoHref } from "~/lib/contact-links";
import type { ISLAND_TEXTS } from "~/lib/island-texts";
import { NEWSLETTER_STORAGE_KEY } from "~/lib/storage-keys";

import { buildNewsletterFields, resolveNewsletter } from "../../../model/newsletter";
import { type TextsOf, translator } from "../../../model/ui-texts";

// The newsletter provider's sign-up form (content/site.yml `newsletter`), or null: then an email draft.
const provider = resolveNewsletter({
  newsletter: site.newsletter,
  newsletterEndpoint: site.newsletterEndpoint,
  formEndpoint: site.formEndpoint,
});

/**
 * Team rule 8: Subscribe checks the address with the browser's own validation, then opens an email
 * draft to the owner asking to subscribe it. With a newsletter provider set (team rule 20) it posts the address to
 * the provider's sign-up form instead and asks to confirm only after a 2xx answer; a failed post keeps the address
 * and offers the draft. The address is kept across a reload while typed, and the result after Subscribe.
 */
export function NewsletterForm({ texts }: { texts: TextsOf<(typeof ISLAND_TEXTS)["newsletterForm"]> }) {
  const t = translator(texts);
  const form = useFormSubmission({
    storageKey: NEWSLETTER_STORAGE_KEY,
    lang: texts.lang,
    initial: { email: "" },
    delayMs: 0,
    to: site.email,
    buildDraft: (drafts, { email }) =>
      drafts.buildNewsletterDraft(email.trim(), site.name, texts, site.languages),
    onDraft: (draft) => window.location.assign(buildMailtoHref(site.email, draft)),
    endpoint: provider?.url,
    replaceFields: true,
    postFields: ({ email }, draft) =>
      provider ? buildNewsletterFields(provider.provider, email, draft.subject) : {},
    event: (delivery) => ({ name: "Newsletter Signup", props: { delivery } }),
  });
  const { status } = form.state;
  const draft = form.state.status === "draft" ? form.state.draft : null;
  const inputId = useId();
  const noteId = useId();
  // A sentence with a link or button inside: the text before and after its placeholder.
  const around = (text: string) => text.split("{link}");
  const [retryBefore, retryAfter] = around(
    t(
      form.state.status === "failed" && form.state.mayHaveArrived
        ? "newsletter.retryUncertain"
        : "newsletter.retry",
      {
        link: "{link}",
      },
    ),
  );
  const [sendBefore, sendAfter] = around(t("newsletter.send", { link: "{link}" }));

  return (
    <section
      aria-labelledby="newsletter-title"
      className="palette-fixed rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 lg:grid lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12"
    >
      <div>
        <Mail className="size-8 text-brand-200" />
        <h2 id="newsletter-title" className="mt-4 text-2xl font-bold sm:text-3xl">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 text-brand-100">{t("newsletter.lead")}</p>
      </div>
      <div className="mt-8 lg:mt-0">
        <form onSubmit={form.handleSubmit} className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t("newsletter.email")}
          </label>
          <Input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t("newsletter.placeholder")}
            value={form.values.email}
            onChange={(event) => form.setField("email", event.target.value)}
            aria-describedby={noteId}
            className="min-h-12 flex-1"
          />
          <SubmitButton variant="inverse" disabled={form.sending}>
            {form.sending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
            <Send />
          </SubmitButton>
        </form>
        <p id={noteId} className="mt-3 text-sm text-brand-100">
          {t("newsletter.noSpam")}
          {form.unsaved ? ` ${t("newsletter.unsaved")}` : ""}
        </p>
        {form.state.status === "failed" ? (
          <div role="alert" className="mt-3 rounded-control bg-brand-900 px-4 py-3 text-sm text-brand-50">
            <p className="font-semibold text-white">
              {form.state.mayHaveArrived ? t("newsletter.failedUncertain") : t("newsletter.failed")}
            </p>
            <p className="mt-1">
              {retryBefore}
              <button
                type="button"
                onClick={form.sendByEmail}
                className="min-h-6 font-semibold text-white underline underline-offset-2"
              >
                {t("newsletter.byEmail")}
              </button>
              {retryAfter}
            </p>
          </div>
        ) : null}
        <div role="status" className="mt-3 text-sm">
          {status === "sent" ? (
            <p className="rounded-control bg-brand-900 px-4 py-3 text-brand-50">{t("newsletter.sent")}</p>
          ) : null}
          {draft ? (
            <p className="rounded-control bg-brand-900 px-4 py-3 text-brand-50">
              {form.resultRestored
                ? t("newsletter.ready", { email: site.email })
                : t("newsletter.opening", { email: site.email })}{" "}
              {sendBefore}
              <a
                href={buildMailtoHref(site.email, draft)}
                className="font-semibold text-white underline underline-offset-2"
              >
                {t("newsletter.openDraft")}
              </a>
              {sendAfter}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
