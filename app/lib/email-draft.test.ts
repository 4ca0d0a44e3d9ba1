import { describe, expect, test } from "vitest";

import { translator } from "../../model/ui-texts";
import { loadContentOnce } from "../../scripts/content/load";
import { readFixtureTexts } from "../../scripts/content/test-content";
import { buildDraftMailtoHref, MAILTO_MAX_LENGTH } from "./draft-mailto";
import {
  buildApplicationDraft,
  buildContactDraft,
  buildPurchaseDraft,
  buildSupportDraft,
  buildWaitlistDraft,
} from "./email-draft";
import { findCourse } from "./find-course";

const TEXTS = readFixtureTexts();

const { content } = loadContentOnce();

const BRAND = "Meridian Business Academy";
const TO = "hello@example.com";

const PURCHASE = {
  name: "Amara Nwosu",
  email: "amara@nwosu-trading.com",
  company: "Nwosu Trading Ltd",
  message: "We are a team of three.\nCan we pay by bank transfer?",
};

const CONTACT = {
  name: "Lucas Meyer",
  email: "lucas.meyer@example.org",
  subject: "Which course should I start with?",
  message: "I run a small bakery and want to sell online.\n\nWhere should I begin?",
};

describe("the purchase draft", () => {
  test("has the course title in its subject and every detail in its body", () => {
    const course = findCourse(content.courses, "2");
    expect(buildPurchaseDraft(course, PURCHASE, BRAND, TEXTS)).toEqual({
      subject: `Course Purchase Request - ${course.title}`,
      body: `Hello Meridian Business Academy team,

I would like to purchase the following course.

Course information
Course: ${course.title}
Price: ${course.price}
Category: ${course.category}
Duration: ${course.duration}

Customer information
Full name: Amara Nwosu
Email: amara@nwosu-trading.com
Company: Nwosu Trading Ltd

Additional notes
We are a team of three.
Can we pay by bank transfer?

Please send me the payment details and let me know the next steps to get started.

Best regards,
Amara Nwosu`,
    });
  });

  test('empty optional fields read "Not provided", not blank lines', () => {
    const { body } = buildPurchaseDraft(
      findCourse(content.courses, "1"),
      { ...PURCHASE, company: "", message: "  \n \n " },
      BRAND,
      TEXTS,
    );
    expect(translator(TEXTS)("draft.notProvided")).toBe("Not provided");
    expect(body).toContain("Company: Not provided\n");
    expect(body).toContain("Additional notes\nNot provided\n");
    expect(body).not.toMatch(/\n\n\n/);
    expect(body).not.toMatch(/: \n/);
  });

  test("the greeting names the brand it is given", () => {
    expect(
      buildPurchaseDraft(findCourse(content.courses, "1"), PURCHASE, "Acme Academy", TEXTS).body,
    ).toMatch(/^Hello Acme Academy team,\n\n/);
  });
});

describe("the contact draft", () => {
  test("has the subject after 'Contact Form:' and the message in its body", () => {
    expect(buildContactDraft(CONTACT, BRAND, TEXTS)).toEqual({
      subject: "Contact Form: Which course should I start with?",
      body: `Hello Meridian Business Academy team,

I am writing to you through the contact form on your website.

Subject: Which course should I start with?

Contact information
Name: Lucas Meyer
Email: lucas.meyer@example.org

Message
I run a small bakery and want to sell online.

Where should I begin?

Best regards,
Lucas Meyer`,
    });
  });
});

describe("bad input ends up in the draft as plain text", () => {
  test("markup and HTML entities are kept literally, never interpreted", () => {
    const draft = buildContactDraft(
      {
        ...CONTACT,
        subject: "<script>alert(1)</script>",
        message: "Fish &amp; chips &lt;b&gt; <img src=x onerror=alert(1)>",
      },
      BRAND,
      TEXTS,
    );
    expect(draft.subject).toBe("Contact Form: <script>alert(1)</script>");
    expect(draft.body).toContain("Message\nFish &amp; chips &lt;b&gt; <img src=x onerror=alert(1)>\n\n");
  });

  test("outer spaces are trimmed and line breaks in one-line fields become spaces", () => {
    const draft = buildContactDraft(
      {
        name: "  Lucas  Meyer \n",
        email: " lucas@example.org ",
        subject: " Two\nlines ",
        message: "\n  Hi  \n",
      },
      BRAND,
      TEXTS,
    );
    expect(draft.subject).toBe("Contact Form: Two lines");
    expect(draft.body).toContain("Name: Lucas  Meyer\nEmail: lucas@example.org\n");
    expect(draft.body).toContain("Message\nHi\n\n");
    expect(draft.body).toMatch(/Best regards,\nLucas {2}Meyer$/);
  });

  test("Windows and old Mac line breaks in a message become \\n", () => {
    const { body } = buildContactDraft({ ...CONTACT, message: "one\r\ntwo\rthree" }, BRAND, TEXTS);
    expect(body).toContain("Message\none\ntwo\nthree\n\n");
  });

  test("emoji and right-to-left text are kept as typed", () => {
    const draft = buildPurchaseDraft(
      findCourse(content.courses, "3"),
      { ...PURCHASE, name: "سارة الأحمد", company: "مؤسسة النور 🌙", message: "Merci 🙏🏽 — שלום" },
      BRAND,
      TEXTS,
    );
    expect(draft.body).toContain("Full name: سارة الأحمد\n");
    expect(draft.body).toContain("Company: مؤسسة النور 🌙\n");
    expect(draft.body).toContain("Additional notes\nMerci 🙏🏽 — שלום\n");
    expect(draft.body).toMatch(/\nسارة الأحمد$/);
  });

  test("a 20,000-character message is kept whole", () => {
    const message = "Growth plan. ".repeat(1539) + "End";
    expect(message).toHaveLength(20_010);
    const { body } = buildPurchaseDraft(
      findCourse(content.courses, "4"),
      { ...PURCHASE, message },
      BRAND,
      TEXTS,
    );
    expect(body).toContain(`Additional notes\n${message}\n\n`);
  });

  test("half an emoji is replaced, so the draft can still be encoded into a link", () => {
    const broken = "Thanks \uD83D";
    const draft = buildContactDraft({ ...CONTACT, message: broken }, BRAND, TEXTS);
    expect(draft.body).toContain("Message\nThanks \uFFFD\n");
    expect(() => buildDraftMailtoHref(TO, draft)).not.toThrow();
  });
});

const APPLICATION = {
  name: "Sofia Almeida",
  email: "sofia.almeida@example.org",
  phone: "+351 912 345 678",
  position: "Content Marketing Manager",
  experience: "3-5 years",
  coverLetter:
    "I have run the blog of a small accounting firm for four years.\n\nI would like to do the same for founders.",
};

const SUPPORT = {
  name: "Kwame Mensah",
  email: "kwame@mensah-exports.com",
  category: "Billing Question",
  subject: "Invoice for my company",
  priority: "High",
  message: "Please send an invoice with our VAT number GH-123456.\nThe payment went through on Monday.",
};

describe("the job application draft", () => {
  test("has the position in its subject, every field in its body, and names the attached resume", () => {
    expect(buildApplicationDraft(APPLICATION, BRAND, TEXTS, "sofia-almeida-cv.pdf")).toEqual({
      subject: "Job Application - Content Marketing Manager",
      body: `Hello Meridian Business Academy team,

I would like to apply for the Content Marketing Manager position.

Applicant
Name: Sofia Almeida
Email: sofia.almeida@example.org
Phone: +351 912 345 678
Position: Content Marketing Manager
Experience: 3-5 years
Resume: sofia-almeida-cv.pdf (attached to this email)

Cover letter
I have run the blog of a small accounting firm for four years.

I would like to do the same for founders.

Best regards,
Sofia Almeida`,
    });
  });

  test('without a phone or a resume those lines read "Not provided"', () => {
    const { body } = buildApplicationDraft({ ...APPLICATION, phone: "  " }, BRAND, TEXTS);
    expect(body).toContain(`Phone: Not provided\n`);
    expect(body).toContain(`Resume: Not provided\n`);
  });

  test("a 20,000-character cover letter with markup, emoji and right-to-left text stays plain and whole", () => {
    const letter = `<img src=x onerror=alert(1)> 🚀 مرحبا بالعالم ${"x".repeat(20_000)}`;
    const { body } = buildApplicationDraft({ ...APPLICATION, coverLetter: letter }, BRAND, TEXTS);
    expect(body).toContain(`Cover letter\n${letter}\n\nBest regards`);
  });
});

describe("the support request draft", () => {
  test("has the priority and subject in its subject and every field in its body", () => {
    expect(buildSupportDraft(SUPPORT, BRAND, TEXTS)).toEqual({
      subject: "Support Request [High] - Invoice for my company",
      body: `Hello Meridian Business Academy team,

I need help with the following.

Request
Category: Billing Question
Priority: High
Subject: Invoice for my company

Contact information
Name: Kwame Mensah
Email: kwame@mensah-exports.com

Message
Please send an invoice with our VAT number GH-123456.
The payment went through on Monday.

Best regards,
Kwame Mensah`,
    });
  });
});

describe("the Open in email app link", () => {
  function draftWithEncodedLength(length: number) {
    // "a" encodes to one character; everything else is fixed.
    const fixed = `mailto:${TO}?subject=Hi&body=`.length;
    return { subject: "Hi", body: "a".repeat(length - fixed) };
  }

  test("holds the recipient, subject and body, percent-encoded", () => {
    expect(buildDraftMailtoHref(TO, { subject: "Contact Form: Hi & bye", body: "Line 1\nLine 2" })).toBe(
      "mailto:hello@example.com?subject=Contact%20Form%3A%20Hi%20%26%20bye&body=Line%201%0D%0ALine%202",
    );
  });

  test("is offered while the encoded link stays under 1,800 characters", () => {
    expect(MAILTO_MAX_LENGTH).toBe(1800);
    expect(buildDraftMailtoHref(TO, draftWithEncodedLength(1799))).toHaveLength(1799);
  });

  test("is not offered at 1,800 characters or more", () => {
    expect(buildDraftMailtoHref(TO, draftWithEncodedLength(1800))).toBeNull();
    expect(buildDraftMailtoHref(TO, draftWithEncodedLength(5000))).toBeNull();
  });

  test("counts the encoded length, not the typed length", () => {
    // 300 UTF-16 units typed, but each emoji encodes to 12 characters (%F0%9F%99%82).
    const draft = { subject: "Hi", body: "🙂".repeat(150) };
    expect(draft.body.length).toBeLessThan(MAILTO_MAX_LENGTH);
    expect(buildDraftMailtoHref(TO, draft)).toBeNull();
  });

  test("a typical purchase draft can be opened in the email app", () => {
    const href = buildDraftMailtoHref(
      TO,
      buildPurchaseDraft(findCourse(content.courses, "1"), PURCHASE, BRAND, TEXTS),
    );
    expect(href).toMatch(/^mailto:hello@example\.com\?subject=Course%20Purchase%20Request%20-%20/);
  });
});

describe("on a site of several languages (decision 0066)", () => {
  const ONE = ["en"];
  const TWO = ["en", "de"];
  const GERMAN = readFixtureTexts("de");
  const course = findCourse(content.courses, "2");
  const WAITLIST = { name: "Amara Nwosu", email: "amara@nwosu-trading.com", note: "" };
  const builders = (languages?: ReadonlyArray<string>, texts = TEXTS) => ({
    purchase: buildPurchaseDraft(course, PURCHASE, BRAND, texts, languages),
    waitlist: buildWaitlistDraft(course, WAITLIST, BRAND, texts, languages),
    contact: buildContactDraft(CONTACT, BRAND, texts, languages),
    application: buildApplicationDraft(APPLICATION, BRAND, texts, "cv.pdf", languages),
    support: buildSupportDraft(SUPPORT, BRAND, texts, languages),
  });

  test("a one-language site's drafts name no language: they are the spec's, word for word", () => {
    expect(builders(ONE)).toEqual(builders());
    for (const draft of Object.values(builders(ONE))) expect(draft.body).not.toMatch(/Language|Sprache/);
  });

  test("every draft names the language of the request once, last in the sender's details", () => {
    const drafts = builders(TWO);
    expect(drafts.purchase.body).toContain(
      "Company: Nwosu Trading Ltd\nLanguage: English\n\nAdditional notes",
    );
    expect(drafts.waitlist.body).toContain("Email: amara@nwosu-trading.com\nLanguage: English\n\nNote");
    expect(drafts.contact.body).toContain("Email: lucas.meyer@example.org\nLanguage: English\n\nMessage");
    expect(drafts.application.body).toContain(
      "Resume: cv.pdf (attached to this email)\nLanguage: English\n\n",
    );
    expect(drafts.support.body).toContain("Email: kwame@mensah-exports.com\nLanguage: English\n\nMessage");
    for (const draft of Object.values(drafts)) expect(draft.body.match(/Language: /g)).toHaveLength(1);
  });

  test("a German page's draft says so in German, naming the language as its own dictionary does", () => {
    const drafts = builders(TWO, GERMAN);
    expect(drafts.purchase.subject).toBe(`Kursanfrage – ${course.title}`);
    expect(drafts.purchase.body).toMatch(/^Liebes Team von Meridian Business Academy,\n/);
    expect(drafts.purchase.body).toContain(
      "Unternehmen: Nwosu Trading Ltd\nSprache: Deutsch\n\nWeitere Hinweise",
    );
    for (const draft of Object.values(drafts)) {
      expect(draft.body).toContain("\nSprache: Deutsch\n");
      expect(draft.body).not.toContain("Language");
    }
  });
});
