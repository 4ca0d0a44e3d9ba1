import "~/lib/purge-expired-copies";

import * as site from "virtual:site-config/settings";

import { RequestForm } from "~/components/email/request-form";
import { BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { useFormSubmission } from "~/hooks/use-form-submission";
import type { ConversionEvent, Delivery } from "~/lib/analytics";
import { quoteCourseOn } from "~/lib/course-offer";
import type { PurchaseRequest, WaitlistRequest } from "~/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "~/lib/form-delays";
import type { ISLAND_TEXTS } from "~/lib/island-texts";
import type { Promises } from "~/lib/promises";
import { purchaseStorageKey, waitlistStorageKey } from "~/lib/storage-keys";

import type { Course } from "../../../model/schemas/courses";
import { dayIn } from "../../../model/selling";
import { type TextsOf, translator } from "../../../model/ui-texts";

/** What the purchase and waitlist panels say, in the page's language. */
export type PurchaseTexts = TextsOf<(typeof ISLAND_TEXTS)["purchaseRequest"]>;

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
export function PurchaseRequestPanel({
  course,
  category,
  promises,
  texts,
}: {
  course: Course;
  /** The course's category as the page's language names it. */
  category: string;
  /** The page's language's promises (readPromises), quoted by its next steps. */
  promises: Pick<Promises, "replyTime" | "guarantee">;
  texts: PurchaseTexts;
}) {
  const t = translator(texts);
  const { courseFields, ...shared } = courseRequest(course, "Purchase Request");
  const form = useFormSubmission({
    ...shared,
    storageKey: purchaseStorageKey(course.id),
    lang: texts.lang,
    initial: EMPTY_REQUEST,
    buildDraft: (drafts, request) =>
      drafts.buildPurchaseDraft({ ...quoteNow(course), category }, request, site.name, texts, site.languages),
    postFields: (_, draft) => ({ ...courseFields, price: quoteNow(course).price, draft: draft.body }),
  });

  return (
    <RequestForm
      form={form}
      texts={texts}
      title={t("purchase.formTitle")}
      description={t("purchase.formLead", { course: course.title })}
      submitLabel={t("purchase.submit")}
      sendingLabel={t("form.sending")}
      draftLead={t("purchase.draftLead", { course: course.title })}
      next={{
        title: t("purchase.nextTitle"),
        content: (
          <p>{t("purchase.next", { replyTime: promises.replyTime, guarantee: promises.guarantee })}</p>
        ),
      }}
      sent={{
        title: t("purchase.sentTitle"),
        content: <p>{t("purchase.sent", { course: course.title, replyTime: promises.replyTime })}</p>,
      }}
    >
      <NameAndEmailFields form={form} texts={texts} />
      <BoundTextField
        form={form}
        name="company"
        label={t("purchase.company")}
        autoComplete="organization"
        wide
      />
      <BoundTextField
        form={form}
        name="message"
        label={t("purchase.notes")}
        hint={t("purchase.notesHint")}
        rows={5}
        wide
      />
    </RequestForm>
  );
}

/** A waitlist course's request (name, email, an optional note) in place of the purchase form, then its Email Ready screen. */
export function WaitlistRequestPanel({
  course,
  promises,
  texts,
}: {
  course: Pick<Course, "id" | "title">;
  /** The page's language's promises (readPromises), quoted by its next steps. */
  promises: Pick<Promises, "replyTime">;
  texts: PurchaseTexts;
}) {
  const t = translator(texts);
  const { courseFields, ...shared } = courseRequest(course, "Waitlist Request");
  const form = useFormSubmission({
    ...shared,
    storageKey: waitlistStorageKey(course.id),
    lang: texts.lang,
    initial: EMPTY_WAITLIST,
    buildDraft: (drafts, request) =>
      drafts.buildWaitlistDraft(course, request, site.name, texts, site.languages),
    postFields: (_, draft) => ({ ...courseFields, waitlist: "yes", draft: draft.body }),
  });

  return (
    <RequestForm
      form={form}
      texts={texts}
      title={t("purchase.waitlistTitle")}
      description={t("purchase.waitlistLead", { course: course.title })}
      submitLabel={t("purchase.waitlistSubmit")}
      sendingLabel={t("form.sending")}
      draftLead={t("purchase.waitlistDraftLead", { course: course.title })}
      next={{
        title: t("purchase.nextTitle"),
        content: <p>{t("purchase.waitlistNext", { replyTime: promises.replyTime })}</p>,
      }}
      sent={{
        title: t("purchase.waitlistSentTitle"),
        content: <p>{t("purchase.waitlistSent", { course: course.title })}</p>,
      }}
    >
      <NameAndEmailFields form={form} texts={texts} />
      <BoundTextField
        form={form}
        name="note"
        label={t("purchase.note")}
        hint={t("purchase.noteHint")}
        rows={4}
        wide
      />
    </RequestForm>
  );
}
