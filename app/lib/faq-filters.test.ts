import { expect, test } from "vitest";

import type { Faq } from "../../model/schemas/help";
import { loadContentOnce } from "../../scripts/content/load";
import { filterFaqs, hasNoFaqResults, readHelpQuery } from "./faq-filters";

const { content } = loadContentOnce();
const HELP_FAQS = content.help.faqs;

const FAQS: Faq[] = [
  { id: "a", question: "How do refunds work?", answer: "Within 30 days." },
  { id: "b", question: "Can I use a phone?", answer: "Yes, any device (phone or tablet)." },
  { id: "c", question: "Certificates?", answer: "Download it as a PDF." },
];

function ids(query: string) {
  return filterFaqs(FAQS, query).map((faq) => faq.id);
}

test("the Help Center's FAQs have distinct ids and questions", () => {
  expect(HELP_FAQS.length).toBeGreaterThan(0);
  expect(new Set(HELP_FAQS.map((faq) => faq.id)).size).toBe(HELP_FAQS.length);
  expect(new Set(HELP_FAQS.map((faq) => faq.question)).size).toBe(HELP_FAQS.length);
});

test("an empty search shows every FAQ", () => {
  expect(ids("")).toEqual(["a", "b", "c"]);
  expect(ids("   ")).toEqual(["a", "b", "c"]);
});

test("search matches the question or the answer, ignoring case", () => {
  expect(ids("REFUNDS")).toEqual(["a"]);
  expect(ids("pdf")).toEqual(["c"]);
  expect(ids("phone")).toEqual(["b"]);
});

test("special characters are matched literally", () => {
  expect(ids("(phone")).toEqual(["b"]);
  expect(ids("?")).toEqual(["a", "b", "c"]);
  expect(ids(".*")).toEqual([]);
});

test("'No results found' needs search text and an empty result", () => {
  expect(hasNoFaqResults("zzz", [])).toBe(true);
  expect(hasNoFaqResults("refund", filterFaqs(FAQS, "refund"))).toBe(false);
  expect(hasNoFaqResults("", [])).toBe(false);
  expect(hasNoFaqResults("   ", [])).toBe(false);
});

test("the query is read from q", () => {
  expect(readHelpQuery(new URLSearchParams("q=refund+policy"))).toBe("refund policy");
  expect(readHelpQuery(new URLSearchParams())).toBe("");
});
