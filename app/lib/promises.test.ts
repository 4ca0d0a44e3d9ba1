import { expect, test } from "vitest";
import content from "virtual:content";

import { site } from "~/content/site";

import { GUARANTEE_TITLE } from "./promises";
import { toTitleCase } from "./words";

// SPEC sections 1 and 9, typed out here once: the only place that holds the specification's promises, so that
// a change to one in content/site.yml or a policy is a deliberate one. Every other test reads the content.
const SPEC_PROMISES = {
  replyTime: "24 hours",
  supportResponseTime: "2 hours",
  phoneHours: "Mon-Fri 9AM-6PM EST",
  applicationReplyTime: "5-7 business days",
  guarantee: "30-day money-back guarantee",
  refundWindow: "30 days",
  refundProcessing: "5-7 business days",
  refundExclusions: "more than 50% completed or bought more than 30 days ago",
  refundPackages: "enterprise or custom packages may differ",
};
const REFUND_TERMS = [
  "30-day money-back guarantee",
  "within 30 days",
  "processed in 5-7 business days",
  "not available for courses more than 50% completed or bought more than 30 days ago",
  "enterprise or custom packages may differ",
];

/** A policy's text as a reader sees it: the compiled sections without markup. */
function textOf(type: keyof typeof content.policies.pages) {
  const policy = content.policies.pages[type];
  return [policy.summary, ...policy.sections.flatMap((section) => [section.title, section.html])]
    .join("\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

test("content/site.yml makes the promises of SPEC sections 1 and 9", () => {
  expect(site.promises).toEqual(SPEC_PROMISES);
});

test.each(REFUND_TERMS)("the refund policy states %j", (phrase) => {
  expect(textOf("refund")).toContain(phrase);
});

test("the terms state the refund rules and lifetime access", () => {
  const terms = textOf("terms");
  for (const phrase of [REFUND_TERMS[0], REFUND_TERMS[2], REFUND_TERMS[3]]) expect(terms).toContain(phrase);
  expect(terms).toContain("lifetime access");
});

test("the policies quote the site's reply times and no other", () => {
  const { promises } = content.site;
  const all = content.policies.menu.map(({ type }) => textOf(type)).join("\n");
  const replies = all.split(/[.:\n]/).filter((sentence) => /\b(?:reply|respond|confirm)/.test(sentence));
  const stated = replies.flatMap((sentence) =>
    [...sentence.matchAll(/within (\d+(?:-\d+)? (?:hours|business days|days))/g)].map((match) => match[1]),
  );
  const replyTimes = [promises.replyTime, promises.supportResponseTime, promises.applicationReplyTime];
  expect(stated).toEqual(expect.arrayContaining(replyTimes));
  // Besides the reply times, only the refund window (and the law's 30 days for a data request) may appear.
  expect(stated.filter((time) => !replyTimes.includes(time ?? ""))).toEqual(
    stated.filter((time) => time === promises.refundWindow || time === "30 days"),
  );
});

test("titles capitalize every word and each part of a hyphenated one", () => {
  expect(toTitleCase("30-day money-back guarantee")).toBe("30-Day Money-Back Guarantee");
  expect(toTitleCase("lifetime access")).toBe("Lifetime Access");
  expect(GUARANTEE_TITLE).toBe(toTitleCase(site.promises.guarantee));
});
