import { RequestForm } from "~/components/email/request-form";
import { BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { site } from "~/content/site";
import { useFormSubmission } from "~/hooks/use-form-submission";
import type { ContactRequest } from "~/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "~/lib/form-delays";
import { CONTACT_STORAGE_KEY } from "~/lib/storage-keys";

const EMPTY_MESSAGE: ContactRequest = { name: "", email: "", subject: "", message: "" };

/** The contact form, then its Email Ready screen. */
export function ContactRequestPanel() {
  const form = useFormSubmission({
    storageKey: CONTACT_STORAGE_KEY,
    initial: EMPTY_MESSAGE,
    delayMs: DRAFT_SEND_DELAY_MS,
    to: site.email,
    buildDraft: (drafts, request) => drafts.buildContactDraft(request, site.name),
  });

  return (
    <RequestForm
      form={form}
      title="Send us a message"
      description="Ask about a course, a team enrolment or anything else. We'll prepare the email for you to send."
      submitLabel="Send Message"
      sendingLabel="Sending..."
      draftLead="Your message is ready."
      next={{
        title: "What happens next",
        content: (
          <p>
            We'll respond within {site.promises.replyTime} on business days, replying to the address you send
            it from.
          </p>
        ),
      }}
    >
      <NameAndEmailFields form={form} />
      <BoundTextField form={form} name="subject" label="Subject" required wide />
      <BoundTextField form={form} name="message" label="Message" required rows={7} wide />
    </RequestForm>
  );
}
