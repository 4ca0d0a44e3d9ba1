import { site } from "~/content/site";
import type { Course } from "~/content/courses";
import { useEmailDraftForm } from "~/hooks/use-email-draft-form";
import { buildPurchaseDraft, type PurchaseRequest } from "~/lib/email-draft";
import { DraftForm } from "../email/draft-form";
import { BoundTextField, NameAndEmailFields } from "../ui/bound-fields";
import { DraftNextSteps } from "../email/draft-next-steps";
import { EmailReady } from "../email/email-ready";

const EMPTY_REQUEST: PurchaseRequest = { name: "", email: "", company: "", message: "" };

/** The purchase-request form for one course, then its Email Ready screen. Values are kept per course. */
export function PurchaseRequestPanel({ course }: { course: Course }) {
  const form = useEmailDraftForm(`form:purchase:${course.id}`, EMPTY_REQUEST, (request) =>
    buildPurchaseDraft(course, request, site.name),
  );

  if (form.draft) {
    return (
      <EmailReady draft={form.draft} lead={`Your purchase request for ${course.title} is ready.`}>
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
      form={form}
    >
      <NameAndEmailFields form={form} />
      <BoundTextField form={form} name="company" label="Company" autoComplete="organization" wide />
      <BoundTextField
        form={form}
        name="message"
        label="Additional Notes"
        hint="For example the number of seats, invoice details or when you would like to start."
        rows={5}
        wide
      />
    </DraftForm>
  );
}
