import { site } from "~/content/site";
import { useEmailDraftForm } from "~/hooks/use-email-draft-form";
import { buildContactDraft, type ContactRequest } from "~/lib/email-draft";
import { DraftForm, NameAndEmailFields } from "../email/draft-form";
import { DraftNextSteps } from "../email/draft-next-steps";
import { EmailReady } from "../email/email-ready";
import { Field, Input, Textarea } from "../ui/field";

const EMPTY_MESSAGE: ContactRequest = { name: "", email: "", subject: "", message: "" };

/** The contact form, then its Email Ready screen. */
export function ContactRequestPanel() {
  const { values, setField, restored, clear, sending, draft, handleSubmit } = useEmailDraftForm(
    "form:contact",
    EMPTY_MESSAGE,
    (request) => buildContactDraft(request, site.name),
  );

  if (draft) {
    return (
      <EmailReady draft={draft} lead="Your message is ready.">
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
      sending={sending}
      restored={restored}
      onClear={clear}
      onSubmit={handleSubmit}
    >
      <NameAndEmailFields values={values} setField={setField} />
      <Field label="Subject" required className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            name="subject"
            value={values.subject}
            onChange={(event) => setField("subject", event.target.value)}
          />
        )}
      </Field>
      <Field label="Message" required className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={7}
            value={values.message}
            onChange={(event) => setField("message", event.target.value)}
          />
        )}
      </Field>
    </DraftForm>
  );
}
