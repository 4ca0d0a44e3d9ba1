import { site } from "~/content/site";
import type { Course } from "~/content/courses";
import { useEmailDraftForm } from "~/hooks/use-email-draft-form";
import { buildPurchaseDraft, type PurchaseRequest } from "~/lib/email-draft";
import { DraftForm, NameAndEmailFields } from "../email/draft-form";
import { DraftNextSteps } from "../email/draft-next-steps";
import { EmailReady } from "../email/email-ready";
import { Field, Input, Textarea } from "../ui/field";

const EMPTY_REQUEST: PurchaseRequest = { name: "", email: "", company: "", message: "" };

/** The purchase-request form for one course, then its Email Ready screen. Values are kept per course. */
export function PurchaseRequestPanel({ course }: { course: Course }) {
  const { values, setField, restored, clear, sending, draft, handleSubmit } = useEmailDraftForm(
    `form:purchase:${course.id}`,
    EMPTY_REQUEST,
    (request) => buildPurchaseDraft(course, request, site.name),
  );

  if (draft) {
    return (
      <EmailReady draft={draft} lead={`Your purchase request for ${course.title} is ready.`}>
        <DraftNextSteps>
          We reply within 24 hours on business days with the payment details and the next steps. Once payment
          is confirmed you get lifetime access to the course, backed by our 30-day money-back guarantee.
        </DraftNextSteps>
      </EmailReady>
    );
  }

  return (
    <DraftForm
      title="Request this course"
      description={`Tell us who you are and we'll prepare your purchase request for ${course.title}. We reply with the payment details and the next steps.`}
      submitLabel="Send Purchase Request"
      sending={sending}
      restored={restored}
      onClear={clear}
      onSubmit={handleSubmit}
    >
      <NameAndEmailFields values={values} setField={setField} />
      <Field label="Company" className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={(event) => setField("company", event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Additional Notes"
        hint="For example the number of seats, invoice details or when you would like to start."
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            value={values.message}
            onChange={(event) => setField("message", event.target.value)}
          />
        )}
      </Field>
    </DraftForm>
  );
}
