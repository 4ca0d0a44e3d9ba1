import { site } from "virtual:site-config";

import { RequestForm } from "~/components/email/request-form";
import { BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { useFormSubmission } from "~/hooks/use-form-submission";
import type { ContactRequest } from "~/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "~/lib/form-delays";
import { CONTACT_STORAGE_KEY } from "~/lib/storage-keys";

import { type KeysIn, type Texts } from "../../../model/ui-texts";

const EMPTY_MESSAGE: ContactRequest = { name: "", email: "", subject: "", message: "" };

/** The contact form, then its Email Ready screen. */
export function ContactRequestPanel({ texts }: { texts: Texts<KeysIn<"form" | "draft">> }) {
  const form = useFormSubmission({
    storageKey: CONTACT_STORAGE_KEY,
    initial: EMPTY_MESSAGE,
    delayMs: DRAFT_SEND_DELAY_MS,
    to: site.email,
    buildDraft: (drafts, request) => drafts.buildContactDraft(request, site.name, texts),
    // With a form service the message is posted (team rule 20); without one, the spec's Email Ready flow.
    endpoint: site.formEndpoint,
    postFields: (_, draft) => ({ draft: draft.body }),
    event: (delivery) => ({ name: "Contact Request", props: { delivery } }),
  });

  return (
    <RequestForm
      texts={texts}
      form={form}
      title="Send us a message"
      description={`Ask about a course, a team enrolment or anything else.${site.formEndpoint ? "" : " We'll prepare the email for you to send."}`}
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
      sent={{
        title: "Message sent",
        content: (
          <p>
            We have your message and respond within {site.promises.replyTime} on business days, to the email
            address you gave.
          </p>
        ),
      }}
    >
      <NameAndEmailFields form={form} texts={texts} />
      <BoundTextField form={form} name="subject" label="Subject" required wide />
      <BoundTextField form={form} name="message" label="Message" required rows={7} wide />
    </RequestForm>
  );
}
