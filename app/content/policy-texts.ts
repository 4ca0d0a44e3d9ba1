import type { PolicyType } from "./policies";
import { REFUND_TERMS } from "./refund-terms";
import { site } from "./site";

/** A paragraph, or a bulleted list when it is an array. */
export type PolicyBlock = string | ReadonlyArray<string>;

export type PolicySection = {
  /** Anchor id, unique on the page: the table of contents links to it. */
  id: string;
  title: string;
  body: ReadonlyArray<PolicyBlock>;
};

export type PolicyDocument = {
  /** One or two sentences under the page title. */
  summary: string;
  sections: ReadonlyArray<PolicySection>;
};

/** SPEC section 1: the reply promises made elsewhere on the site, repeated in the policies. */
const REPLY_TIMES = {
  contact: "within 24 hours on business days",
  support: "within 2 hours",
  careers: "within 5-7 business days",
};

/**
 * What the forms do with what is typed, as this build really does it (PRODUCT.md item 13): every form prepares
 * an email draft, unless a form service is configured for job applications and support requests.
 */
const FORM_DELIVERY: ReadonlyArray<string> = site.formEndpoint
  ? [
      "The purchase and contact forms and the newsletter sign-up do not send anything to us. They prepare an email draft, which you read and then send from your own email app. Until you send it, we receive nothing.",
      "Job applications and support requests are sent when you submit them, to a form service that stores your message for us (with your resume, if you attach one) until we read it.",
    ]
  : [
      "The forms on this website do not send anything to us: purchase requests, contact messages, job applications, support requests and the newsletter sign-up each prepare an email draft, which you read and then send from your own email app. Until you send it, we receive nothing.",
    ];

const privacy: PolicyDocument = {
  summary: `What personal information ${site.name} receives, why, how long we keep it and the choices you have.`,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      body: [
        `${site.name} ("we", "us") sells online business courses through this website. We decide how the personal information described here is used and we are responsible for it. Our contact details are at the end of this policy.`,
        "This policy covers this website, the emails you send us, job applications and support requests, and the learning platform on which you take a course after buying it.",
      ],
    },
    {
      id: "what-this-website-does-not-collect",
      title: "What this website does not collect",
      body: [
        "You can browse every page without an account. The website does not use analytics, advertising or social media trackers, and it does not set cookies.",
        ...FORM_DELIVERY,
        "While you type into a form, the website keeps a copy in your browser's session storage so that a reload does not lose your text. That copy stays on your device and is deleted when you submit the form, choose Clear form or close the tab. The email draft or confirmation a form then shows is kept the same way until you choose Start a new request or close the tab. Our Cookie Policy explains this in detail.",
      ],
    },
    {
      id: "information-we-receive",
      title: "Information we receive",
      body: [
        "We receive personal information only when you choose to send it to us:",
        [
          "Purchase requests: your name, email address, optional company name and any notes, and later the payment confirmation for the course you buy.",
          "Contact messages and support requests: your name, email address, the subject, the category and priority you choose, and your message.",
          "Job applications: your name, email address, optional phone number, the position, your years of experience, your cover letter and, if you attach one, your resume.",
          "Learning platform: your sign-in details, the lessons you complete and your certificates, so that you can pick up where you left off.",
        ],
        "Payments are handled by our bank or payment provider. We see the amount, the date and the payer's name, never your full card number.",
        "Like any website, our hosting provider records technical data such as IP addresses and requested pages in short-lived server logs, used only to keep the site secure and available.",
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      body: [
        [
          `To answer your messages: we reply to contact messages ${REPLY_TIMES.contact} and to support requests ${REPLY_TIMES.support}.`,
          "To process your purchase, send payment details, give you access to the course and issue your certificate.",
          `To consider your job application and reply ${REPLY_TIMES.careers}.`,
          "To meet our legal obligations, such as keeping accounting records.",
          "To improve our courses, using feedback you give us and anonymous lesson-completion figures.",
        ],
        "We do not use your information for automated decisions about you, and we never sell or rent it.",
        "Where the law asks for a legal basis, we rely on the contract with you (purchases and course access), our legitimate interest in answering questions and running our business, your consent (which you can withdraw at any time) and our legal obligations.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: [
        "We share personal information only with service providers that help us run the academy, under contracts that oblige them to protect it and use it only on our instructions:",
        [
          ...(site.formEndpoint
            ? ["a form service that stores your message for us: job applications and support requests"]
            : []),
          "our email and help desk provider",
          "the learning platform that hosts the courses",
          "our bank or payment provider",
          "our accountant, for invoices and tax records",
        ],
        "We may also disclose information when the law requires it, or to protect our rights in a dispute. Some providers may process data outside your country; where that happens we use the safeguards the law requires, such as standard contractual clauses.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: [
        [
          "Contact messages and support requests: up to 2 years after the conversation ends.",
          "Purchase and payment records: as long as tax and accounting law requires, usually up to 7 years.",
          "Learning platform data: for as long as you keep access to your courses, and deleted on request.",
          "Job applications: up to 12 months after the position is filled, unless you ask us to delete yours sooner.",
        ],
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: [
        "Depending on where you live, you may have the right to access the personal information we hold about you, to have it corrected or deleted, to restrict or object to its use, to receive a copy in a portable format and to withdraw consent.",
        `To use any of these rights, email us. We reply ${REPLY_TIMES.contact} and complete most requests within 30 days. You may also complain to the data protection authority where you live.`,
      ],
    },
    {
      id: "security",
      title: "Security",
      body: [
        "The website is served only over HTTPS. Access to learner and applicant data is limited to the people who need it, protected by strong passwords and two-factor authentication, and reviewed regularly.",
      ],
    },
    {
      id: "children",
      title: "Children",
      body: [
        "Our courses are meant for adults. We do not knowingly collect information from anyone under 16; if you believe a child has sent us personal information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: [
        "When we change this policy we update the date at the top of the page. If a change affects how we use information you have already given us, we will tell you by email before it takes effect.",
      ],
    },
  ],
};

const terms: PolicyDocument = {
  summary: `The agreement between you and ${site.name} when you use this website and when you buy and take a course.`,
  sections: [
    {
      id: "agreement",
      title: "About these terms",
      body: [
        `These terms apply when you use this website and when you buy a course from ${site.name}. By sending a purchase request or using a course you accept them. Our Privacy Policy, Cookie Policy and Refund Policy form part of these terms.`,
      ],
    },
    {
      id: "courses",
      title: "Our courses",
      body: [
        "Each course is a self-paced online programme of video lessons, written guides, templates and exercises, taught by our instructor. The course page describes its content, duration, level and price.",
        "Durations are a suggested pace, not a deadline: you can take as long as you need. When you complete every lesson of a course and pass its final assessment, you receive a certificate of completion.",
        "Our courses are education. They are not legal, tax, accounting or investment advice for your particular situation, and we cannot promise any business result.",
      ],
    },
    {
      id: "buying",
      title: "Buying a course",
      body: [
        [
          "You send us a purchase request by email. The website prepares the email for you; nothing is charged at that point.",
          `We reply ${REPLY_TIMES.contact} with the payment details and the next steps.`,
          "The contract between us starts when we confirm that your payment has been received. We then give you access to the course.",
          "Prices are shown in US dollars. Any taxes that apply where you live are shown on the invoice before you pay.",
        ],
      ],
    },
    {
      id: "access",
      title: "Lifetime access and your licence",
      body: [
        "Every course includes lifetime access to its course materials, including the updates we make to it. Access does not expire and is not tied to a subscription.",
        "The course is licensed to you personally. You may download templates and use them in your own business, but you may not share your access, resell or republish the materials, or use them to teach a competing course.",
      ],
    },
    {
      id: "refunds",
      title: "Refunds",
      body: [
        `Every course comes with our ${REFUND_TERMS.guarantee}. You can request a refund ${REFUND_TERMS.requestWindow} of purchase; approved refunds are processed in ${REFUND_TERMS.processing}. Refunds are not available for courses ${REFUND_TERMS.exclusions}.`,
        "The full conditions are in our Refund Policy. If anything in these terms seems to say otherwise about refunds, the Refund Policy applies.",
      ],
    },
    {
      id: "support",
      title: "Support and reply times",
      body: [
        [
          `Support requests about a course or your access: we respond ${REPLY_TIMES.support}.`,
          `Questions sent through the contact form: we respond ${REPLY_TIMES.contact}.`,
          `Job applications: we respond ${REPLY_TIMES.careers}.`,
        ],
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: [
        "Please do not try to break, overload or gain unauthorised access to the website or the learning platform, copy the materials in bulk, or post unlawful, abusive or misleading content in any discussion space we provide. We may suspend access that is used this way, after telling you why.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: [
        `The website and the course materials, including videos, texts, templates and illustrations, belong to ${site.name} or its licensors and are protected by copyright. These terms do not transfer any ownership to you. What you create with our templates is yours.`,
      ],
    },
    {
      id: "liability",
      title: "Liability",
      body: [
        "We take care to keep the courses accurate and current, but business, tax and trade rules change and differ between countries. Check the rules that apply to you, or ask a qualified adviser, before you act on them.",
        "To the extent the law allows, our total liability to you for a course is limited to the price you paid for it. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: [
        "We may update these terms, for example when we add a course or the law changes, and we update the date at the top of the page when we do. Changes never reduce the lifetime access or the refund rights of a course you have already bought.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: [
        "These terms are governed by the law of the place where we are established, shown in the contact details below. If you are a consumer you also keep the protection of the mandatory law of the country where you live. Before going to court, please contact us: most problems are solved with one email.",
      ],
    },
  ],
};

const cookies: PolicyDocument = {
  summary:
    "This website sets no cookies. Here is the little it stores in your browser, why, and how you stay in control.",
  sections: [
    {
      id: "summary",
      title: "In short",
      body: [
        "This website does not set cookies and does not use analytics, advertising or social media tracking. The only thing it stores is a temporary copy of what you type into a form, in your browser's session storage, so that a reload does not lose your text.",
      ],
    },
    {
      id: "what-they-are",
      title: "Cookies and similar technologies",
      body: [
        "Cookies are small text files that a website stores in your browser and reads again later. Session storage is a similar browser feature: it keeps data for one tab only, on your device only, and the browser deletes it when the tab is closed. Neither is sent to us by this website.",
      ],
    },
    {
      id: "what-we-store",
      title: "What we store and why",
      body: [
        "When you type into the purchase, contact, application or support form or the newsletter box, the website keeps your text in session storage under a key named after that form. This is strictly necessary for a feature you use, so no consent banner is needed. The copy is deleted when:",
        [
          "you submit the form (the email draft or confirmation it leads to is then kept instead, until you choose Start a new request)",
          "you choose Clear form on a form that was restored",
          "you close the browser tab",
        ],
        "Files you attach, such as a resume, are never stored.",
      ],
    },
    {
      id: "what-we-do-not-use",
      title: "What we do not use",
      body: [
        [
          "No analytics or statistics cookies",
          "No advertising or remarketing cookies",
          "No social media pixels or share buttons that track you",
          "No third-party scripts, fonts or embedded videos on this website",
        ],
      ],
    },
    {
      id: "learning-platform",
      title: "The learning platform",
      body: [
        "After you buy a course, you take it on our learning platform. It uses strictly necessary cookies to keep you signed in and to remember your progress. It does not use them for advertising.",
      ],
    },
    {
      id: "your-choices",
      title: "Your choices",
      body: [
        "You can block or delete cookies and site data in your browser's settings at any time. If you block session storage on this website, everything still works; the forms simply cannot restore your text after a reload.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: [
        "If we ever add a cookie or a similar technology that is not strictly necessary, we will update this policy and the date above first, and ask for your consent where the law requires it.",
      ],
    },
  ],
};

const refund: PolicyDocument = {
  summary: `Every course comes with a ${REFUND_TERMS.guarantee}. Here is how it works, when it applies and how to ask for your money back.`,
  sections: [
    {
      id: "guarantee",
      title: "Our 30-day money-back guarantee",
      body: [
        `We want you to buy a course with confidence. Every course comes with a ${REFUND_TERMS.guarantee}: if a course is not right for you, ask for a refund ${REFUND_TERMS.requestWindow} of purchase and we will return the full price, with no fees deducted.`,
      ],
    },
    {
      id: "eligibility",
      title: "When you can get a refund",
      body: [
        "You can get a full refund of a course when both of these apply:",
        [
          `your refund request reaches us ${REFUND_TERMS.requestWindow} of the date your payment was confirmed`,
          "you have completed 50% of the course or less, measured by the lessons marked complete on the learning platform",
        ],
        "You do not have to give a reason, although your feedback helps us improve the course.",
      ],
    },
    {
      id: "exclusions",
      title: "When a refund is not available",
      body: [
        `Refunds are not available for courses ${REFUND_TERMS.exclusions}.`,
        "This limit exists because by then most of the course, including its templates and worked examples, has been delivered. It does not affect any rights you have under the consumer law of the country where you live.",
      ],
    },
    {
      id: "how-to-request",
      title: "How to request a refund",
      body: [
        "Email us from the address you used to buy the course, with:",
        ["your full name", "the course title", "the date of purchase"],
        `We confirm that we have received your request ${REPLY_TIMES.contact} and tell you whether it is approved.`,
      ],
    },
    {
      id: "processing",
      title: "Processing time",
      body: [
        `Approved refunds are processed in ${REFUND_TERMS.processing}, to the card or account you paid with. Your bank may take a few more days to show the money in your account.`,
      ],
    },
    {
      id: "after-a-refund",
      title: "After a refund",
      body: [
        "When a refund is issued, your access to that course ends and any certificate for it is withdrawn. Templates you have already filled in for your own business remain yours to use.",
      ],
    },
    {
      id: "packages",
      title: "Enterprise and custom packages",
      body: [
        `Refund terms for ${REFUND_TERMS.packages}: when you buy for a team, or a package we put together for you, the refund conditions in your quote or signed agreement apply instead of this policy.`,
      ],
    },
  ],
};

export const POLICY_DOCUMENTS: Readonly<Record<PolicyType, PolicyDocument>> = {
  privacy,
  terms,
  cookies,
  refund,
};
