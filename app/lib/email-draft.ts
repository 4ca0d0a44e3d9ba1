import type { Course } from "../../model/schemas/courses";
import { type Texts, translator } from "../../model/ui-texts";
import { describeCohort } from "./course-offer";
import type { DRAFT_TEXTS } from "./island-texts";

/** The texts of one kind of draft, as `DRAFT_TEXTS` lists them. */
export type DraftTexts<Kind extends keyof typeof DRAFT_TEXTS> = Texts<(typeof DRAFT_TEXTS)[Kind][number]>;

export type EmailDraft = { subject: string; body: string };

export type PurchaseRequest = { name: string; email: string; company: string; message: string };

export type ContactRequest = { name: string; email: string; subject: string; message: string };

export type ApplicationRequest = {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  coverLetter: string;
};

export type SupportRequest = {
  name: string;
  email: string;
  category: string;
  subject: string;
  priority: string;
  message: string;
};

/** The course a purchase draft quotes, its category already named in the page's language (`nameCategory`). */
export type DraftCourse = Pick<Course, "title" | "price" | "duration"> &
  Partial<Pick<Course, "nextCohort">> & { category: string };

export type WaitlistRequest = { name: string; email: string; note: string };

// A lone UTF-16 surrogate (half an emoji, from a broken paste) makes encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function toWellFormed(value: string) {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

/** A one-line field as plain text: line breaks become spaces, outer spaces go, an empty value reads "Not provided". */
function toLine(value: string, texts: Texts<"draft.notProvided">) {
  const line = toWellFormed(value)
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .trim();
  return line || translator(texts)("draft.notProvided");
}

/**
 * On a site of several languages (`languages`, content/site.yml), the line naming the language the request was made
 * in, in that language's words ("Sprache: Deutsch"); none on a one-language site, whose drafts are the spec's
 * (decision 0066).
 */
function languageLine(texts: Texts<"draft.language" | "language.name">, languages: ReadonlyArray<string>) {
  if (languages.length < 2) return [];
  const t = translator(texts);
  return [t("draft.language", { language: t("language.name") })];
}

function toParagraphs(value: string, texts: Texts<"draft.notProvided">) {
  const text = toWellFormed(value).replace(/\r\n?/g, "\n").trim();
  return text || translator(texts)("draft.notProvided");
}

/** SPEC section 7; every value stays plain text and an empty field reads "Not provided". */
export function buildPurchaseDraft(
  course: DraftCourse,
  request: PurchaseRequest,
  brand: string,
  texts: Texts<(typeof DRAFT_TEXTS)["purchase"][number] | "offer.cohort" | "offer.cohortEnrolBy">,
  languages: ReadonlyArray<string> = [],
): EmailDraft {
  const t = translator(texts);
  const name = toLine(request.name, texts);
  const body = [
    t("draft.greeting", { brand }),
    t("draft.purchaseIntro"),
    [
      t("draft.courseInformation"),
      t("draft.course", { course: course.title }),
      t("draft.price", { price: course.price }),
      t("draft.category", { category: course.category }),
      t("draft.duration", { duration: course.duration }),
      ...(course.nextCohort ? [t("draft.cohort", { cohort: describeCohort(course.nextCohort, texts) })] : []),
    ].join("\n"),
    [
      t("draft.customerInformation"),
      t("draft.fullName", { name }),
      t("draft.email", { email: toLine(request.email, texts) }),
      t("draft.company", { company: toLine(request.company, texts) }),
      ...languageLine(texts, languages),
    ].join("\n"),
    `${t("draft.notes")}\n${toParagraphs(request.message, texts)}`,
    t("draft.purchaseClose"),
    t("draft.signOff", { name }),
  ].join("\n\n");
  return { subject: t("draft.purchaseSubject", { course: course.title }), body };
}

export function buildWaitlistDraft(
  course: Pick<Course, "title">,
  request: WaitlistRequest,
  brand: string,
  texts: DraftTexts<"waitlist">,
  languages: ReadonlyArray<string> = [],
): EmailDraft {
  const t = translator(texts);
  const name = toLine(request.name, texts);
  const body = [
    t("draft.greeting", { brand }),
    t("draft.waitlistIntro", { course: course.title }),
    [
      t("draft.contactInformation"),
      t("draft.fullName", { name }),
      t("draft.email", { email: toLine(request.email, texts) }),
      ...languageLine(texts, languages),
    ].join("\n"),
    `${t("draft.note")}\n${toParagraphs(request.note, texts)}`,
    t("draft.signOff", { name }),
  ].join("\n\n");
  return { subject: t("draft.waitlistSubject", { course: course.title }), body };
}

export function buildContactDraft(
  request: ContactRequest,
  brand: string,
  texts: DraftTexts<"contact">,
  languages: ReadonlyArray<string> = [],
): EmailDraft {
  const t = translator(texts);
  const name = toLine(request.name, texts);
  const subject = toLine(request.subject, texts);
  const body = [
    t("draft.greeting", { brand }),
    t("draft.contactIntro"),
    t("draft.subject", { subject }),
    [
      t("draft.contactInformation"),
      t("draft.name", { name }),
      t("draft.email", { email: toLine(request.email, texts) }),
      ...languageLine(texts, languages),
    ].join("\n"),
    `${t("draft.message")}\n${toParagraphs(request.message, texts)}`,
    t("draft.signOff", { name }),
  ].join("\n\n");
  return { subject: t("draft.contactSubject", { subject }), body };
}

export function buildApplicationDraft(
  request: ApplicationRequest,
  brand: string,
  texts: DraftTexts<"application">,
  resumeFileName?: string,
  languages: ReadonlyArray<string> = [],
): EmailDraft {
  const t = translator(texts);
  const name = toLine(request.name, texts);
  const position = toLine(request.position, texts);
  const body = [
    t("draft.greeting", { brand }),
    t("draft.applicationIntro", { position }),
    [
      t("draft.applicant"),
      t("draft.name", { name }),
      t("draft.email", { email: toLine(request.email, texts) }),
      t("draft.phone", { phone: toLine(request.phone, texts) }),
      t("draft.position", { position }),
      t("draft.experience", { experience: toLine(request.experience, texts) }),
      t("draft.resume", {
        resume: resumeFileName
          ? t("draft.resumeAttached", { file: toLine(resumeFileName, texts) })
          : t("draft.notProvided"),
      }),
      ...languageLine(texts, languages),
    ].join("\n"),
    `${t("draft.coverLetter")}\n${toParagraphs(request.coverLetter, texts)}`,
    t("draft.signOff", { name }),
  ].join("\n\n");
  return { subject: t("draft.applicationSubject", { position }), body };
}

export function buildSupportDraft(
  request: SupportRequest,
  brand: string,
  texts: DraftTexts<"support">,
  languages: ReadonlyArray<string> = [],
): EmailDraft {
  const t = translator(texts);
  const name = toLine(request.name, texts);
  const subject = toLine(request.subject, texts);
  const priority = toLine(request.priority, texts);
  const body = [
    t("draft.greeting", { brand }),
    t("draft.supportIntro"),
    [
      t("draft.request"),
      t("draft.category", { category: toLine(request.category, texts) }),
      t("draft.priority", { priority }),
      t("draft.subject", { subject }),
    ].join("\n"),
    [
      t("draft.contactInformation"),
      t("draft.name", { name }),
      t("draft.email", { email: toLine(request.email, texts) }),
      ...languageLine(texts, languages),
    ].join("\n"),
    `${t("draft.message")}\n${toParagraphs(request.message, texts)}`,
    t("draft.signOff", { name }),
  ].join("\n\n");
  return { subject: t("draft.supportSubject", { priority, subject }), body };
}

export function buildNewsletterDraft(
  email: string,
  siteName: string,
  texts: DraftTexts<"newsletter">,
  languages: ReadonlyArray<string> = [],
): EmailDraft {
  const t = translator(texts);
  return {
    subject: t("draft.newsletterSubject", { email }),
    body: [
      t("draft.newsletterGreeting"),
      "",
      t("draft.newsletterBody", { email, site: siteName }),
      ...languageLine(texts, languages),
      "",
      t("draft.newsletterThanks"),
    ].join("\n"),
  };
}
