import { LoaderCircle, Send } from "lucide-react";
import { useId } from "react";
import { Button } from "../ui/button";
import { Card, CardBody } from "../ui/card";
import { Field, Input } from "../ui/field";
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
  sending,
  restored,
  onClear,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  sending: boolean;
  restored: boolean;
  onClear: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <CardBody className="gap-6 p-6 sm:p-8">
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-ink-950">
            {title}
          </h2>
          <p className="mt-2 text-ink-600">{description}</p>
        </div>
        {restored && !sending ? <RestoredNotice onClear={onClear} /> : null}
        <form aria-labelledby={titleId} onSubmit={onSubmit} className="flex flex-col gap-6">
          <fieldset disabled={sending} className="grid min-w-0 gap-5 sm:grid-cols-2">
            {children}
          </fieldset>
          <p className="text-sm text-ink-500">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sending ? "Sending..." : submitLabel}
            </Button>
            <p className="text-sm text-ink-500">
              Nothing leaves this page: next, you get the email ready to send from your own email app.
            </p>
          </div>
          <p role="status" className="sr-only">
            {sending ? "Preparing your email draft." : ""}
          </p>
        </form>
      </CardBody>
    </Card>
  );
}

/** Full Name and Email Address, both required, as the purchase and contact forms ask for them. */
export function NameAndEmailFields({
  values,
  setField,
}: {
  values: { name: string; email: string };
  setField: (name: "name" | "email", value: string) => void;
}) {
  return (
    <>
      <Field label="Full Name" required>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => setField("name", event.target.value)}
          />
        )}
      </Field>
      <Field label="Email Address" required>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => setField("email", event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
