import type { Faq } from "./faqs";

/** SPEC section 9: support reply promise and phone hours. */
export const SUPPORT_RESPONSE_TIME = "within 2 hours";
export const PHONE_SUPPORT_HOURS = "Mon-Fri 9AM-6PM EST";

export const SUPPORT_STATS: ReadonlyArray<{ value: string; label: string }> = [
  { value: "< 2 hours", label: "Average response time" },
  { value: "24/7", label: "Availability" },
  { value: "98%", label: "Issue resolution rate" },
  { value: "50+", label: "Support agents" },
];

export const SUPPORT_CATEGORIES = [
  "Technical Issue",
  "Course Content",
  "Billing Question",
  "Account Problem",
  "Feature Request",
  "General Inquiry",
] as const;

export const SUPPORT_PRIORITIES = [
  { value: "Low", description: "non-urgent questions" },
  { value: "Medium", description: "standard support request" },
  { value: "High", description: "urgent issues affecting learning" },
  { value: "Critical", description: "platform down or major issue" },
] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]["value"];

export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = "Medium";

/** The success panel's "What happens next?" list. */
export const SUPPORT_NEXT_STEPS: ReadonlyArray<string> = [
  "You'll receive a confirmation email with a copy of your request.",
  "Our support team reviews it and passes it to the right specialist.",
  "We reply with a solution or with follow-up questions if we need more detail.",
  "We keep working with you until the issue is resolved.",
];

/** The id of the support request form: Live Chat links to `/support#support-request`. */
export const SUPPORT_FORM_ID = "support-request";

/** The Support page's Quick Answers (SPEC: password reset, money-back guarantee, certificate, mobile app). */
export const SUPPORT_QUICK_ANSWERS: ReadonlyArray<Faq> = [
  {
    id: "password",
    question: "How do I reset my password?",
    answer:
      "Select 'Forgot Password' on the login page of the learning platform and enter the email address you enrolled with. We send you a link to choose a new password.",
  },
  {
    id: "money-back",
    question: "Is there a money-back guarantee?",
    answer:
      "Yes. Every course has a 30-day money-back guarantee: ask for a refund within 30 days of purchase and we process it within 5-7 business days.",
  },
  {
    id: "certificate",
    question: "Where do I download my certificate?",
    answer:
      "Once you complete a course, your certificate is ready to download in your dashboard, on that course's page.",
  },
  {
    id: "mobile-app",
    question: "Is there a mobile app?",
    answer:
      "Yes. Download the mobile app from the App Store or Google Play and sign in with your learning account to study on the go.",
  },
];
