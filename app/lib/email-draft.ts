import type { Course } from "../../model/schemas/courses";
import { describeCohort } from "./course-offer";

/** What an email draft reads for an optional field the visitor left empty. */
export const NOT_PROVIDED = "Not provided";

export type EmailDraft = { subject: string; body: string };

/** The purchase-request form's fields (SPEC section 3). */
export type PurchaseRequest = { name: string; email: string; company: string; message: string };

/** The contact form's fields (SPEC section 3). */
export type ContactRequest = { name: string; email: string; subject: string; message: string };

/** The job application's typed fields (SPEC section 3); the resume file is not one of them. */
export type ApplicationRequest = {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  coverLetter: string;
};

/** The support request's fields (SPEC section 3). */
export type SupportRequest = {
  name: string;
  email: string;
  category: string;
  subject: string;
  priority: string;
  message: string;
};

export type DraftCourse = Pick<Course, "title" | "price" | "category" | "duration"> &
  Partial<Pick<Course, "nextCohort">>;

/** The waitlist request's fields: a course whose enrolment is closed (content/README.md, `enrolment`). */
export type WaitlistRequest = { name: string; email: string; note: string };

// A lone UTF-16 surrogate (half an emoji, from a broken paste) makes encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function toWellFormed(value: string) {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

/** A one-line field as plain text: line breaks become spaces, outer spaces go, an empty value reads "Not provided". */
function toLine(value: string) {
  const line = toWellFormed(value)
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .trim();
  return line || NOT_PROVIDED;
}

/** A multi-line field as plain text: line breaks kept as \n, outer blank space removed. */
function toParagraphs(value: string) {
  const text = toWellFormed(value).replace(/\r\n?/g, "\n").trim();
  return text || NOT_PROVIDED;
}

function greeting(brand: string) {
  return `Hello ${brand} team,`;
}

function signOff(name: string) {
  return `Best regards,\n${name}`;
}

/**
 * The purchase-request email (SPEC section 7): subject `Course Purchase Request - {course title}`; the body
 * greets, lists the course and the customer, quotes the notes, asks for payment details and next steps and
 * signs with the name. Every value stays plain text; empty fields read "Not provided".
 */
export function buildPurchaseDraft(course: DraftCourse, request: PurchaseRequest, brand: string): EmailDraft {
  const name = toLine(request.name);
  const body = [
    greeting(brand),
    "I would like to purchase the following course.",
    [
      "Course information",
      `Course: ${course.title}`,
      `Price: ${course.price}`,
      `Category: ${course.category}`,
      `Duration: ${course.duration}`,
      ...(course.nextCohort ? [`Cohort: ${describeCohort(course.nextCohort)}`] : []),
    ].join("\n"),
    [
      "Customer information",
      `Full name: ${name}`,
      `Email: ${toLine(request.email)}`,
      `Company: ${toLine(request.company)}`,
    ].join("\n"),
    `Additional notes\n${toParagraphs(request.message)}`,
    "Please send me the payment details and let me know the next steps to get started.",
    signOff(name),
  ].join("\n\n");
  return { subject: `Course Purchase Request - ${course.title}`, body };
}

/**
 * The waitlist email: subject `Waitlist Request - {course title}`; the body names the course, the visitor and their
 * note, and asks to be told when enrolment opens. Plain text like every draft.
 */
export function buildWaitlistDraft(
  course: Pick<Course, "title">,
  request: WaitlistRequest,
  brand: string,
): EmailDraft {
  const name = toLine(request.name);
  const body = [
    greeting(brand),
    `Please put me on the waitlist for ${course.title} and let me know when enrolment opens.`,
    ["Contact information", `Full name: ${name}`, `Email: ${toLine(request.email)}`].join("\n"),
    `Note\n${toParagraphs(request.note)}`,
    signOff(name),
  ].join("\n\n");
  return { subject: `Waitlist Request - ${course.title}`, body };
}

/**
 * The contact email (SPEC section 7): subject `Contact Form: {subject}`; the body greets, repeats the subject,
 * gives the contact details, quotes the message and signs with the name.
 */
export function buildContactDraft(request: ContactRequest, brand: string): EmailDraft {
  const name = toLine(request.name);
  const subject = toLine(request.subject);
  const body = [
    greeting(brand),
    "I am writing to you through the contact form on your website.",
    `Subject: ${subject}`,
    ["Contact information", `Name: ${name}`, `Email: ${toLine(request.email)}`].join("\n"),
    `Message\n${toParagraphs(request.message)}`,
    signOff(name),
  ].join("\n\n");
  return { subject: `Contact Form: ${subject}`, body };
}

/**
 * The job application email (team rule 13): subject `Job Application - {position}`; the body lists every
 * field of the form and, when a resume was chosen, names the file the applicant attaches in their email app.
 */
export function buildApplicationDraft(
  request: ApplicationRequest,
  brand: string,
  resumeFileName?: string,
): EmailDraft {
  const name = toLine(request.name);
  const position = toLine(request.position);
  const body = [
    greeting(brand),
    `I would like to apply for the ${position} position.`,
    [
      "Applicant",
      `Name: ${name}`,
      `Email: ${toLine(request.email)}`,
      `Phone: ${toLine(request.phone)}`,
      `Position: ${position}`,
      `Experience: ${toLine(request.experience)}`,
      `Resume: ${resumeFileName ? `${toLine(resumeFileName)} (attached to this email)` : NOT_PROVIDED}`,
    ].join("\n"),
    `Cover letter\n${toParagraphs(request.coverLetter)}`,
    signOff(name),
  ].join("\n\n");
  return { subject: `Job Application - ${position}`, body };
}

/**
 * The support request email (team rule 13): subject `Support Request [{priority}] - {subject}`; the body
 * lists every field of the form.
 */
export function buildSupportDraft(request: SupportRequest, brand: string): EmailDraft {
  const name = toLine(request.name);
  const subject = toLine(request.subject);
  const priority = toLine(request.priority);
  const body = [
    greeting(brand),
    "I need help with the following.",
    ["Request", `Category: ${toLine(request.category)}`, `Priority: ${priority}`, `Subject: ${subject}`].join(
      "\n",
    ),
    ["Contact information", `Name: ${name}`, `Email: ${toLine(request.email)}`].join("\n"),
    `Message\n${toParagraphs(request.message)}`,
    signOff(name),
  ].join("\n\n");
  return { subject: `Support Request [${priority}] - ${subject}`, body };
}

/** The email draft that asks the owner to add an address to the newsletter (team rule 8). */
export function buildNewsletterDraft(email: string, siteName: string): EmailDraft {
  return {
    subject: `Newsletter subscription: ${email}`,
    body: ["Hello,", "", `Please subscribe ${email} to the ${siteName} newsletter.`, "", "Thank you."].join(
      "\n",
    ),
  };
}
