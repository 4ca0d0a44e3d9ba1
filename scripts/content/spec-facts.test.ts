import { describe, expect, test } from "vitest";

import { toTitleCase } from "../../model/words.ts";
import { TEMPLATE_NAME } from "./collections/site.ts";
import { loadContentOnce } from "./load";
import { contentRoot, loadContent } from "./load.ts";
import {
  isShippedTemplate,
  pickSpecCourseFacts,
  SPEC_COURSES,
  SPEC_GUARANTEE_TITLE,
  SPEC_POLICY_DATE,
  SPEC_PROMISES,
  SPEC_REFUND_TERMS,
} from "./spec-facts.ts";

const { content } = loadContentOnce();

// The content we ship holds the specification's facts; an owner's content holds the owner's (decision 0029). The
// content is the template while its identity is the template's placeholders: then every fact of the table is checked.
const TEMPLATE = isShippedTemplate(content.site);

/** A policy's text as a reader sees it: the compiled sections without markup. */
function textOf(type: keyof typeof content.policies.pages) {
  const policy = content.policies.pages[type];
  return [policy.summary, ...policy.sections.flatMap((section) => [section.title, section.html])]
    .join("\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const NOTE =
  "the template states the specification's facts (scripts/content/spec-facts.ts); this check stops once content/site.yml names your own business";

describe.runIf(TEMPLATE)("the content we ship states the specification's facts", () => {
  test("its promises and refund terms", () => {
    expect(content.site.promises, NOTE).toMatchObject(SPEC_PROMISES);
    expect(toTitleCase(content.site.promises.guarantee), NOTE).toBe(SPEC_GUARANTEE_TITLE);
    const refund = textOf("refund");
    for (const phrase of SPEC_REFUND_TERMS) expect(refund, NOTE).toContain(phrase);
  });

  test("its four courses", () => {
    expect(
      content.courses.map(pickSpecCourseFacts),
      NOTE,
    ).toEqual(SPEC_COURSES);
  });

  test("its policies' date", () => {
    for (const { type } of content.policies.menu)
      expect(content.policies.pages[type].lastUpdatedText, `${type}: ${NOTE}`).toBe(SPEC_POLICY_DATE);
  });
});

test("the content is the template's until an owner sets any of the identity the build lists as placeholders", () => {
  const template = {
    SITE_NAME: TEMPLATE_NAME,
    SITE_EMAIL: "hello@example.com",
    SITE_PHONE: "+1 (555) 010-0199",
    SITE_ADDRESS: "100 Example Street, Springfield",
    SITE_URL: "https://www.example.com",
  };
  expect(isShippedTemplate(loadContent(contentRoot(), template).site)).toBe(true);
  expect(isShippedTemplate(loadContent(contentRoot(), { ...template, SITE_NAME: "Harbour Lane" }).site)).toBe(false);
  expect(isShippedTemplate(loadContent(contentRoot(), { ...template, SITE_URL: "https://harbourlane.co.uk" }).site)).toBe(
    false,
  );
});
