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

test("on a site of several languages the draft names the language it was asked in; on one, it does not", () => {
  expect(buildNewsletterDraft("ada@example.org", "Brand", TEXTS, ["en"])).toEqual(
    buildNewsletterDraft("ada@example.org", "Brand", TEXTS),
  );
  expect(buildNewsletterDraft("ada@example.org", "Brand", TEXTS, ["en", "de"]).body).toBe(
    "Hello,\n\nPlease subscribe ada@example.org to the Brand newsletter.\nLanguage: English\n\nThank you.",
  );
  expect(buildNewsletterDraft("ada@example.org", "Brand", readFixtureTexts("de"), ["en", "de"]).body).toBe(
    "Guten Tag,\n\nbitte nehmen Sie ada@example.org in den Newsletter von Brand auf.\nSprache: Deutsch\n\nVielen Dank.",
  );
});
