import { LoaderCircle, Send } from "lucide-react";
import { useId, useRef } from "react";
import { site } from "~/content/site";
import { SubmitButton } from "../ui/submit-button";
import { Card } from "../ui/card";
import { Field, Input, Textarea } from "../ui/field";
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

/** The values of a draft form and their setter, as `useEmailDraftForm` returns them. */
export type DraftFormFields<T extends Record<string, string>> = {
  values: T;
  setField: (name: keyof T & string, value: string) => void;
};

/** One labelled text field bound to a draft form's value of the same name. */
export function DraftTextField<T extends Record<string, string>>({
  form,
  name,
  label,
  required,
  hint,
  type,
  autoComplete,
  rows,
  wide = false,
}: {
  form: DraftFormFields<T>;
  name: keyof T & string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: "text" | "email";
  autoComplete?: string;
  /** A multi-line field of this many rows; a one-line field without. */
  rows?: number;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
}) {
  return (
    <Field label={label} required={required} hint={hint} className={wide ? "sm:col-span-2" : undefined}>
      {(control) => {
        const bound = {
          ...control,
          name,
          value: form.values[name],
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            form.setField(name, event.target.value),
        };
        return rows ? (
          <Textarea {...bound} rows={rows} />
        ) : (
          <Input {...bound} type={type} autoComplete={autoComplete} />
        );
      }}
    </Field>
  );
}

/** Full Name and Email Address, both required, as the purchase and contact forms ask for them. */
export function NameAndEmailFields({ form }: { form: DraftFormFields<{ name: string; email: string }> }) {
  return (
    <>
      <DraftTextField form={form} name="name" label="Full Name" required autoComplete="name" />
      <DraftTextField
        form={form}
        name="email"
        label="Email Address"
        required
        type="email"
        autoComplete="email"
      />
    </>
  );
}
