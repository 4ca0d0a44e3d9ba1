import { useId } from "react";

import { Button, buttonVariants } from "~/components/ui/button";
import { MailCheck, Paperclip, Send } from "~/components/ui/icons";
import { useFocusOnMount } from "~/hooks/use-focus-on-mount";
import { trackEvent } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { buildMailtoHref } from "~/lib/contact-links";
import { buildDraftMailtoHref } from "~/lib/draft-mailto";
import type { EmailDraft } from "~/lib/email-draft";

import { CopyField } from "./copy-field";

/**
 * Replaces a form once its email draft is ready: the draft, ready to copy or to open in the visitor's email app,
 * addressed to the owner (`to`). Files chosen in the form are named, to attach by hand: a mailto link cannot
 * carry them. Its heading takes focus when the draft was just made (not when a reload brings it back).
 */
export function EmailReady({
  to,
  draft,
  attachments = [],
  lead,
  focusOnMount = true,
  unsaved = false,
  onStartOver,
  children,
}: {
  to: string;
  draft: EmailDraft;
  attachments?: ReadonlyArray<string>;
  /** One sentence on what was prepared, before the instructions to send it. */
  lead: string;
  focusOnMount?: boolean;
  /** Storage is blocked or full: a reload will not bring the draft back. */
  unsaved?: boolean;
  /** Drops the draft and shows an empty form again. */
  onStartOver?: () => void;
  /** What happens after sending, and where to go next. */
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount, { toTop: true });
  const mailtoHref = buildDraftMailtoHref(to, draft);
  const opened = () => trackEvent({ name: "Email Draft", props: { action: "opened" } });
  const copied = () => trackEvent({ name: "Email Draft", props: { action: "copied" } });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-brand-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck className="size-6" />
        </span>
        <div>
          <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-2xl font-bold text-ink-950">
            Email Ready!
          </h2>
          <p className="mt-2 text-ink-700">
            {lead} Send it to <strong className="font-semibold wrap-break-word text-ink-950">{to}</strong>{" "}
            from your own email app: open it there in one step, or copy the subject and body below into a new
            email. Nothing has been sent yet.
          </p>
          {unsaved ? (
            <p className="mt-2 text-sm text-ink-600">
              Your browser does not let this page store data, so a reload will not bring this draft back.
            </p>
          ) : null}
        </div>
      </div>

      {attachments.length ? (
        <p className="mt-6 flex gap-3 rounded-control border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-800">
          <Paperclip className="mt-0.5 size-4 shrink-0" />
          <span>
            Attach <strong className="font-semibold wrap-anywhere">{attachments.join(", ")}</strong> in your
            email app before you send it: an email link cannot carry files.
          </span>
        </p>
      ) : null}

      <div className="mt-6">
        {mailtoHref ? (
          <a
            href={mailtoHref}
            onClick={opened}
            className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}
          >
            <Send />
            Open in email app
          </a>
        ) : (
          <p className="rounded-control border border-ink-200 bg-surface px-4 py-3 text-sm text-ink-700">
            This email is too long to open in your email app directly. Copy the subject and body below and
            paste them into a new email to{" "}
            <a href={buildMailtoHref(to)} className="font-semibold text-brand-700 underline">
              {to}
            </a>
            .
          </p>
        )}
      </div>

      <div className="mt-8 space-y-6 border-t border-ink-100 pt-6">
        <CopyField label="To" value={to} copyLabel="Copy address" onCopied={copied} />
        <CopyField
          label="Subject"
          value={draft.subject}
          copyLabel="Copy subject"
          variant="wrap"
          onCopied={copied}
        />
        <CopyField label="Body" value={draft.body} copyLabel="Copy body" variant="text" onCopied={copied} />
      </div>

      {children ? <div className="mt-8 border-t border-ink-100 pt-6">{children}</div> : null}

      {onStartOver ? (
        <div className="mt-8 border-t border-ink-100 pt-6">
          <Button variant="secondary" onClick={onStartOver}>
            Start a new request
          </Button>
        </div>
      ) : null}
    </section>
  );
}
