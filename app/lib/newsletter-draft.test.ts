import { expect, test } from "vitest";

import { readFixtureTexts } from "../../scripts/content/test-content";
import { buildMailtoHref } from "./contact-links";
import { buildNewsletterDraft } from "./email-draft";

const TEXTS = readFixtureTexts();

test("the draft asks to subscribe the typed address", () => {
  const draft = buildNewsletterDraft("ada@example.org", "Meridian Business Academy", TEXTS);
  expect(draft.subject).toBe("Newsletter subscription: ada@example.org");
  expect(draft.body).toBe(
    "Hello,\n\nPlease subscribe ada@example.org to the Meridian Business Academy newsletter.\n\nThank you.",
  );
});

test("the address stays plain text in the mailto link", () => {
  const href = buildMailtoHref(
    "owner@example.com",
    buildNewsletterDraft("a+b&c@example.org", "Brand", TEXTS),
  );
  expect(href).toContain("subject=Newsletter%20subscription%3A%20a%2Bb%26c%40example.org");
  expect(new URL(href).searchParams.get("body")).toContain("Please subscribe a+b&c@example.org");
});
