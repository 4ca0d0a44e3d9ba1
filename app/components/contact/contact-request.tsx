import "~/lib/purge-expired-copies";

import * as site from "virtual:site-config/settings";

import { RequestForm } from "~/components/email/request-form";
import { BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { useFormSubmission } from "~/hooks/use-form-submission";
import type { ContactRequest } from "~/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "~/lib/form-delays";
import type { ISLAND_TEXTS } from "~/lib/island-texts";
import { CONTACT_STORAGE_KEY } from "~/lib/storage-keys";

import { type TextsOf, translator } from "../../../model/ui-texts";

const EMPTY_MESSAGE: ContactRequest = { name: "", email: "", subject: "", message: "" };

/** The contact form, then its Email Ready screen. */
export function ContactRequestPanel({
  replyTime,
  texts,
}: {
  /** The page's language's promise (readPromises), not the first language's. */
  replyTime: string;
  texts: TextsOf<(typeof ISLAND_TEXTS)["contactRequest"]>;
}) {
  const t = translator(texts);
  const form = useFormSubmission({
    storageKey: CONTACT_STORAGE_KEY,
    lang: texts.lang,
    initial: EMPTY_MESSAGE,
    delayMs: DRAFT_SEND_DELAY_MS,
    to: site.email,
    buildDraft: (drafts, request) => drafts.buildContactDraft(request, site.name, texts, site.languages),
    // With a form service the message is posted (team rule 20); without one, the spec's Email Ready flow.
    endpoint: site.formEndpoint,
    postFields: (_, draft) => ({ draft: draft.body }),
    event: (delivery) => ({ name: "Contact Request", props: { delivery } }),
  });

  return (
    <RequestForm
      texts={texts}
      form={form}
      title={t("contact.formTitle")}
      description={
        site.formEndpoint ? t("contact.formLead") : `${t("contact.formLead")} ${t("contact.formLeadDraft")}`
      }
      submitLabel={t("contact.submit")}
      sendingLabel={t("form.sending")}
      draftLead={t("contact.draftLead")}
      next={{ title: t("contact.nextTitle"), content: <p>{t("contact.next", { replyTime })}</p> }}
      sent={{ title: t("contact.sentTitle"), content: <p>{t("contact.sent", { replyTime })}</p> }}
    >
      <NameAndEmailFields form={form} texts={texts} />
      <BoundTextField form={form} name="subject" label={t("contact.subject")} required wide />
      <BoundTextField form={form} name="message" label={t("contact.message")} required rows={7} wide />
    </RequestForm>
  );
}
