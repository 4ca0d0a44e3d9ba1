import { useState } from "react";
import type { EmailDraft } from "~/lib/email-draft";
import { usePersistedForm } from "./use-persisted-form";
import { useSimulatedSubmit } from "./use-simulated-submit";

/** The fake send delay of the purchase and contact forms (SPEC section 9). */
export const DRAFT_SEND_DELAY_MS = 1000;

/**
 * A form whose submit turns its values into an email draft: the values are kept in sessionStorage under
 * `storageKey` while the visitor types, a submit waits DRAFT_SEND_DELAY_MS (further submits are ignored),
 * then `draft` holds the email built from the values as they were at submit and the stored values are cleared.
 */
export function useEmailDraftForm<T extends Record<string, string>>(
  storageKey: string,
  initial: T,
  buildDraft: (values: T) => EmailDraft,
) {
  const form = usePersistedForm(storageKey, initial);
  const { status, submit } = useSimulatedSubmit(DRAFT_SEND_DELAY_MS);
  const [draft, setDraft] = useState<EmailDraft | null>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const built = buildDraft(form.values);
    submit(() => {
      setDraft(built);
      form.clear();
    });
  }

  return { ...form, sending: status === "submitting", draft, handleSubmit };
}
