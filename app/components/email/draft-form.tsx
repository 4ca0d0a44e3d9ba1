import { LoaderCircle, Send } from "~/components/ui/icons";
import { useId, useRef } from "react";
import { site } from "~/content/site";
import { SubmitButton } from "../ui/submit-button";
import { Card } from "../ui/card";
import { RestoredNotice } from "../ui/restored-notice";

/**
 * The frame of a form that produces an email draft: heading, restored-values notice, fields, and a submit
 * button that reads `Sending...` and is disabled while the draft is prepared (SPEC section 4). Only the
 * browser's own required and email checks validate it (SPEC section 5).
 */
export function DraftForm({
  title,
  description,
  submitLabel,
  form,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  /** The state `useEmailDraftForm` returns. */
  form: {
    sending: boolean;
    restored: boolean;
    clear: () => void;
    handleSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  };
  children: React.ReactNode;
}) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { sending } = form;

  function clearForm() {
    form.clear();
    // The notice and its button go away: start the visitor again at the first field.
    formRef.current?.querySelector<HTMLElement>("input, textarea")?.focus();
  }

  return (
    <Card>
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-ink-950">
            {title}
          </h2>
          <p className="mt-2 text-ink-600">{description}</p>
          <noscript>
            <p className="mt-4 rounded-control border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-800">
              This form prepares your email in the browser and needs JavaScript. You can also write to us
              directly at {site.email}.
            </p>
          </noscript>
        </div>
        {form.restored && !sending ? <RestoredNotice onClear={clearForm} /> : null}
        <form
          ref={formRef}
          aria-labelledby={titleId}
          onSubmit={form.handleSubmit}
          className="flex flex-col gap-6"
        >
          <fieldset disabled={sending} className="grid min-w-0 gap-5 sm:grid-cols-2">
            {children}
          </fieldset>
          <p className="text-sm text-ink-500">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            <SubmitButton disabled={sending} className="w-full sm:w-auto">
              {sending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sending ? "Sending..." : submitLabel}
            </SubmitButton>
            <p className="text-sm text-ink-500">
              Nothing leaves this page: next, you get the email ready to send from your own email app.
            </p>
          </div>
          <p role="status" className="sr-only">
            {sending ? "Preparing your email draft." : ""}
          </p>
        </form>
      </div>
    </Card>
  );
}
