import { useId } from "react";

import { Button, buttonVariants } from "~/components/ui/button";
import { MailCheck, Paperclip, Send } from "~/components/ui/icons";
import { useFocusOnMount } from "~/hooks/use-focus-on-mount";
import { trackEvent } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { buildMailtoHref } from "~/lib/contact-links";
import { buildDraftMailtoHref } from "~/lib/draft-mailto";
import type { EmailDraft } from "~/lib/email-draft";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
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
  texts,
  children,
}: {
  to: string;
  texts: Texts<KeysIn<"form">>;
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
  const t = translator(texts);
  const [howBefore, howAfter] = t("form.readyHow", { to: "{to}" }).split("{to}");
  const [attachBefore, attachAfter] = t("form.attach", { files: "{files}" }).split("{files}");
  const [tooLongBefore, tooLongAfter] = t("form.tooLong", { to: "{to}" }).split("{to}");
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
            {t("form.ready")}
          </h2>
          <p className="mt-2 text-ink-700">
            {lead} {howBefore}
            <strong className="font-semibold wrap-break-word text-ink-950">{to}</strong>
            {howAfter}
          </p>
          {unsaved ? <p className="mt-2 text-sm text-ink-600">{t("form.readyUnsaved")}</p> : null}
        </div>
      </div>

      {attachments.length ? (
        <p className="mt-6 flex gap-3 rounded-control border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-800">
          <Paperclip className="mt-0.5 size-4 shrink-0" />
          <span>
            {attachBefore}
            <strong className="font-semibold wrap-anywhere">{attachments.join(", ")}</strong>
            {attachAfter}
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
            {t("form.openInApp")}
          </a>
        ) : (
          <p className="rounded-control border border-ink-200 bg-surface px-4 py-3 text-sm text-ink-700">
            {tooLongBefore}
            <a href={buildMailtoHref(to)} className="font-semibold text-brand-700 underline">
              {to}
            </a>
            {tooLongAfter}
          </p>
        )}
      </div>

      <div className="mt-8 space-y-6 border-t border-ink-100 pt-6">
        <CopyField
          label={t("form.to")}
          value={to}
          copyLabel={t("form.copyTo")}
          onCopied={copied}
          texts={texts}
        />
        <CopyField
          label={t("form.subject")}
          value={draft.subject}
          copyLabel={t("form.copySubject")}
          variant="wrap"
          onCopied={copied}
          texts={texts}
        />
        <CopyField
          label={t("form.body")}
          value={draft.body}
          copyLabel={t("form.copyBody")}
          variant="text"
          onCopied={copied}
          texts={texts}
        />
      </div>

      {children ? <div className="mt-8 border-t border-ink-100 pt-6">{children}</div> : null}

      {onStartOver ? (
        <div className="mt-8 border-t border-ink-100 pt-6">
          <Button variant="secondary" onClick={onStartOver}>
            {t("form.startOver")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
