import type { NavLinkItem } from "./navigation";

export type Faq = { id: string; question: string; answer: string };

/** A help article as the Help Center lists it; its text is in help-article-texts.ts, at `/help/{slug}`. */
export type HelpArticleLink = { slug: string; title: string };

export type HelpTopic = { title: string; articles: ReadonlyArray<HelpArticleLink> };

/** The Help Center's FAQ accordion (SPEC: six items). */
export const HELP_FAQS: ReadonlyArray<Faq> = [
  {
    id: "enrol",
    question: "How do I enrol in a course?",
    answer:
      "Choose Purchase on the course's card in the catalogue, or Enroll Now on its page. Fill in the short form and we prepare an email request for you to send from your own mail app. We reply within 24 hours on business days with payment details and your access instructions.",
  },
  {
    id: "access",
    question: "How long do I have access to a course?",
    answer:
      "For life. Once you are enrolled you keep lifetime access to all course materials, including later updates to the lessons, templates and worksheets, with no subscription to renew.",
  },
  {
    id: "devices",
    question: "Can I learn on my phone or tablet?",
    answer:
      "Yes. Every lesson, worksheet and quiz works in the browser of any modern phone, tablet or computer, and your progress is saved, so you can start on one device and continue on another.",
  },
  {
    id: "certificate",
    question: "Do I receive a certificate?",
    answer:
      "Yes, a certificate is included with every course. Finish all lessons and pass the final assessment, then download your certificate of completion as a PDF from your dashboard and add it to your CV or professional profile.",
  },
  {
    id: "refund",
    question: "What if a course is not right for me?",
    answer:
      "Every course comes with a 30-day money-back guarantee. Ask for a refund within 30 days of purchase, as long as you have completed no more than half of the course, and we process it within 5-7 business days.",
  },
  {
    id: "video",
    question: "What should I do if a video does not play?",
    answer:
      "Reload the page and check your connection first, then try another browser or turn off extensions that block media. If the problem continues, send us a support request with your device and browser and we respond within 2 hours.",
  },
];

/** The Help Center's topic cards, each listing the titles of its help articles. */
/** The Help Center's topic cards, each listing its help articles (`/help/{slug}`). */
export const HELP_TOPICS: ReadonlyArray<HelpTopic> = [
  {
    title: "Getting Started",
    articles: [
      { slug: "choosing-the-right-course", title: "Choosing the right course for your level" },
      { slug: "enrolment-by-email-request", title: "How enrolment by email request works" },
      { slug: "setting-up-your-learning-account", title: "Setting up your learning account" },
      { slug: "course-dashboard-tour", title: "A tour of your course dashboard" },
    ],
  },
  {
    title: "Course Management",
    articles: [
      { slug: "tracking-your-progress", title: "Tracking your progress through a course" },
      { slug: "worksheets-and-templates", title: "Downloading worksheets and templates" },
      { slug: "your-certificate", title: "Earning and downloading your certificate" },
      { slug: "continuing-on-another-device", title: "Continuing a course on another device" },
    ],
  },
  {
    title: "Technical Support",
    articles: [
      { slug: "supported-browsers-and-devices", title: "Supported browsers and devices" },
      { slug: "video-playback-problems", title: "Fixing video playback problems" },
      { slug: "resetting-your-password", title: "Resetting your password" },
      { slug: "clearing-cache-and-cookies", title: "Clearing your browser cache and cookies" },
    ],
  },
  {
    title: "Billing & Payments",
    articles: [
      { slug: "payment-methods", title: "Accepted payment methods" },
      { slug: "company-invoices", title: "Requesting an invoice for your company" },
      { slug: "money-back-guarantee", title: "How the 30-day money-back guarantee works" },
      { slug: "refund-timing", title: "When to expect your refund" },
    ],
  },
];

/** Every help article's slug: each becomes a prerendered `/help/{slug}`. */
export const HELP_ARTICLE_SLUGS: ReadonlyArray<string> = HELP_TOPICS.flatMap((topic) =>
  topic.articles.map((article) => article.slug),
);

export type QuickLinkGroup = { title: string; links: ReadonlyArray<NavLinkItem> };

/** The Help Center's Quick Links: real pages of the site only. */
export const HELP_QUICK_LINKS: ReadonlyArray<QuickLinkGroup> = [
  {
    title: "Popular Resources",
    links: [
      { label: "Browse all courses", to: "/courses" },
      { label: "Send a support request", to: "/support" },
      { label: "Refund Policy", to: "/legal/refund" },
      { label: "Terms of Service", to: "/legal/terms" },
    ],
  },
  {
    title: "Community",
    links: [
      { label: "Read the blog", to: "/blog" },
      { label: "About us", to: "/about" },
      { label: "Our mission", to: "/mission" },
      { label: "Careers", to: "/careers" },
    ],
  },
];
