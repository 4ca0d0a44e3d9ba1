import { site } from "virtual:site-config";

import { RequestForm } from "~/components/email/request-form";
import { BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { useFormSubmission } from "~/hooks/use-form-submission";
import type { ConversionEvent, Delivery } from "~/lib/analytics";
import { quoteCourseOn } from "~/lib/course-offer";
import type { PurchaseRequest, WaitlistRequest } from "~/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "~/lib/form-delays";
import { purchaseStorageKey, waitlistStorageKey } from "~/lib/storage-keys";

import type { Course } from "../../../model/schemas/courses";
import { dayIn } from "../../../model/selling";

const EMPTY_REQUEST: PurchaseRequest = { name: "", email: "", company: "", message: "" };
const EMPTY_WAITLIST: WaitlistRequest = { name: "", email: "", note: "" };

/** The course as a request sent now quotes it: a page built before its sale ended never quotes the sale. */
function quoteNow(course: Course) {
  return quoteCourseOn(course, dayIn(site.timeZone));
}

/** What a purchase and a waitlist request share: the owner's address, the form service and the event they count as. */
function courseRequest(
  course: Pick<Course, "id" | "title">,
  eventName: "Purchase Request" | "Waitlist Request",
) {
  return {
    delayMs: DRAFT_SEND_DELAY_MS,
    to: site.email,
    // With a form service the request is posted (team rule 20); without one, the spec's Email Ready flow.
    endpoint: site.formEndpoint,
    courseFields: { course: course.title, courseId: course.id },
    event: (delivery: Delivery): ConversionEvent => ({
      name: eventName,
      props: { course: course.title, courseId: course.id, delivery },
    }),
  };
}

/** The purchase-request form for one course, then its Email Ready screen. Values are kept per course. */
export function PurchaseRequestPanel({ course }: { course: Course }) {
  const { courseFields, ...shared } = courseRequest(course, "Purchase Request");
  const form = useFormSubmission({
    ...shared,
    storageKey: purchaseStorageKey(course.id),
    initial: EMPTY_REQUEST,
    buildDraft: (drafts, request) => drafts.buildPurchaseDraft(quoteNow(course), request, site.name),
    postFields: (_, draft) => ({ ...courseFields, price: quoteNow(course).price, draft: draft.body }),
  });

  return (
    <RequestForm
      form={form}
      title="Request this course"
      description={`Tell us who you are and we'll prepare your purchase request for ${course.title}. We reply with the payment details and the next steps.`}
      submitLabel="Send Purchase Request"
      sendingLabel="Sending..."
      draftLead={`Your purchase request for ${course.title} is ready.`}
      next={{
        title: "What happens next",
        content: (
          <p>
            We reply within {site.promises.replyTime} on business days with the payment details and the next
            steps. Once payment is confirmed you get lifetime access to the course, backed by our{" "}
            {site.promises.guarantee}.
          </p>
        ),
      }}
      sent={{
        title: "Purchase request sent",
        content: (
          <p>
            We have your request for {course.title} and reply within {site.promises.replyTime} on business
            days with the payment details and the next steps.
          </p>
        ),
      }}
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
    </RequestForm>
  );
}

/** A waitlist course's request (name, email, an optional note) in place of the purchase form, then its Email Ready screen. */
export function WaitlistRequestPanel({ course }: { course: Pick<Course, "id" | "title"> }) {
  const { courseFields, ...shared } = courseRequest(course, "Waitlist Request");
  const form = useFormSubmission({
    ...shared,
    storageKey: waitlistStorageKey(course.id),
    initial: EMPTY_WAITLIST,
    buildDraft: (drafts, request) => drafts.buildWaitlistDraft(course, request, site.name),
    postFields: (_, draft) => ({ ...courseFields, waitlist: "yes", draft: draft.body }),
  });

  return (
    <RequestForm
      form={form}
      title="Join the waitlist"
      description={`Enrolment for ${course.title} is closed for now. Leave your name and email and we let you know as soon as it opens.`}
      submitLabel="Send Waitlist Request"
      sendingLabel="Sending..."
      draftLead={`Your waitlist request for ${course.title} is ready.`}
      next={{
        title: "What happens next",
        content: (
          <p>
            We reply within {site.promises.replyTime} on business days, and write again when enrolment opens.
          </p>
        ),
      }}
      sent={{
        title: "Waitlist request sent",
        content: (
          <p>You are on the waitlist for {course.title}. We write to you as soon as enrolment opens.</p>
        ),
      }}
    >
      <NameAndEmailFields form={form} />
      <BoundTextField
        form={form}
        name="note"
        label="Note"
        hint="For example which start date would suit you."
        rows={4}
        wide
      />
    </RequestForm>
  );
}
