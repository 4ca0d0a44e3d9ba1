import { MailCheck, Send } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { buildMailtoHref } from "~/lib/contact";
import { buildDraftMailtoHref, type EmailDraft } from "~/lib/email-draft";
import { buttonVariants } from "../ui/button";
import { CopyField } from "./copy-field";

/**
 * Replaces a purchase or contact form once it is "sent": the generated draft, ready to copy or to open in the
 * visitor's email app, addressed to the owner. Focus moves to its heading so screen readers announce it.
 */
export function EmailReady({
  draft,
  lead,
  children,
}: {
  draft: EmailDraft;
  /** One sentence on what was prepared, before the instructions to send it. */
  lead: string;
  /** What happens after sending, and where to go next. */
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mailtoHref = buildDraftMailtoHref(site.email, draft);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-brand-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-2xl font-bold text-ink-950">
            Email Ready!
          </h2>
          <p className="mt-2 text-ink-700">
            {lead} Send it to{" "}
            <strong className="font-semibold wrap-break-word text-ink-950">{site.email}</strong> from your own
            email app: open it there in one step, or copy the subject and body below into a new email.
          </p>
        </div>
      </div>

      <div className="mt-6">
        {mailtoHref ? (
          <a href={mailtoHref} className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}>
            <Send aria-hidden="true" />
            Open in email app
          </a>
        ) : (
          <p className="rounded-control border border-ink-200 bg-surface px-4 py-3 text-sm text-ink-700">
            This email is too long to open in your email app directly. Copy the subject and body below and
            paste them into a new email to{" "}
            <a href={buildMailtoHref(site.email)} className="font-semibold text-brand-700 underline">
              {site.email}
            </a>
            .
          </p>
        )}
      </div>

      <div className="mt-8 space-y-6 border-t border-ink-100 pt-6">
        <CopyField label="To" value={site.email} copyLabel="Copy address" />
        <CopyField label="Subject" value={draft.subject} copyLabel="Copy subject" variant="wrap" />
        <CopyField label="Body" value={draft.body} copyLabel="Copy body" variant="text" />
      </div>

      {children ? <div className="mt-8 border-t border-ink-100 pt-6">{children}</div> : null}
    </section>
  );
}
