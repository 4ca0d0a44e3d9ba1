import { expect, test } from "vitest";
import {
  POLICY_CONTACT_SECTION,
  POLICY_LAST_UPDATED,
  POLICY_LAST_UPDATED_ISO,
  POLICY_TYPES,
} from "./policies";
import { POLICY_DOCUMENTS, type PolicyDocument } from "./policy-texts";

function textOf(document: PolicyDocument) {
  return [
    document.summary,
    ...document.sections.flatMap((section) => [section.title, ...section.body.flat()]),
  ].join("\n");
}

// SPEC section 9, typed out again here so that a change to the content cannot silently change the promise.
test.each([
  "30-day money-back guarantee",
  "within 30 days",
  "processed in 5-7 business days",
  "not available for courses more than 50% completed or bought more than 30 days ago",
  "enterprise or custom packages may differ",
])("the refund policy states %j", (phrase) => {
  expect(textOf(POLICY_DOCUMENTS.refund)).toContain(phrase);
});

test("the terms state the same refund rules and lifetime access", () => {
  const terms = textOf(POLICY_DOCUMENTS.terms);
  expect(terms).toContain("30-day money-back guarantee");
  expect(terms).toContain("processed in 5-7 business days");
  expect(terms).toContain(
    "not available for courses more than 50% completed or bought more than 30 days ago",
  );
  expect(terms).toContain("lifetime access");
});

test("the policies repeat the site's reply times and no other", () => {
  const all = POLICY_TYPES.map((type) => textOf(POLICY_DOCUMENTS[type])).join("\n");
  expect(all).toContain("within 24 hours on business days");
  expect(all).toContain("within 2 hours");
  expect(all).toContain("within 5-7 business days");
  const replyTimes = [...all.matchAll(/within (\d+(?:-\d+)?) (hours|business days|days)/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
  expect(new Set(replyTimes)).toEqual(new Set(["24 hours", "2 hours", "5-7 business days", "30 days"]));
});

test.each(POLICY_TYPES)("every %s section has a unique anchor id and some text", (type) => {
  const { sections } = POLICY_DOCUMENTS[type];
  const ids = sections.map((section) => section.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const section of sections) {
    expect(section.id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(section.body.length).toBeGreaterThan(0);
  }
});

test("the ISO date is the displayed last-updated date", () => {
  const formatted = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${POLICY_LAST_UPDATED_ISO}T00:00:00Z`),
  );
  expect(formatted).toBe(POLICY_LAST_UPDATED);
});

test.each(POLICY_TYPES)("the %s contact block's anchor does not collide with a section", (type) => {
  const ids = POLICY_DOCUMENTS[type].sections.map((section) => section.id);
  expect(ids).not.toContain(POLICY_CONTACT_SECTION.id);
});
