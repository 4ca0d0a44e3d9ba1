import { site } from "~/content/site";
import { useEmailDraftForm } from "~/hooks/use-email-draft-form";
import { buildContactDraft, type ContactRequest } from "~/lib/email-draft";
import { DraftForm } from "../email/draft-form";
import { BoundTextField, NameAndEmailFields } from "../ui/bound-fields";
import { DraftNextSteps } from "../email/draft-next-steps";
import { EmailReady } from "../email/email-ready";

const EMPTY_MESSAGE: ContactRequest = { name: "", email: "", subject: "", message: "" };

/** The contact form, then its Email Ready screen. */
export function ContactRequestPanel() {
  const form = useEmailDraftForm("form:contact", EMPTY_MESSAGE, (request) =>
    buildContactDraft(request, site.name),
  );

  if (form.draft) {
    return (
      <EmailReady draft={form.draft} lead="Your message is ready.">
        <DraftNextSteps>
          We'll respond within 24 hours on business days, replying to the address you send it from.
        </DraftNextSteps>
      </EmailReady>
    );
  }

  return (
    <DraftForm
      title="Send us a message"
      description="Ask about a course, a team enrolment or anything else. We'll prepare the email for you to send."
      submitLabel="Send Message"
      form={form}
    >
      <NameAndEmailFields form={form} />
      <BoundTextField form={form} name="subject" label="Subject" required wide />
      <BoundTextField form={form} name="message" label="Message" required rows={7} wide />
    </DraftForm>
  );
}
