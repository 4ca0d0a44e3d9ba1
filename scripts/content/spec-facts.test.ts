import { appendFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { toTitleCase } from "../../model/words.ts";
import { makeContentCopy } from "./content-copy.ts";
import { contentRoot, loadContent, REPOSITORY_ROOT } from "./load.ts";
import {
  fingerprintContent,
  isShippedTemplate,
  pickSpecCourseFacts,
  SPEC_COURSES,
  SPEC_GUARANTEE_TITLE,
  SPEC_POLICY_DATE,
  SPEC_PROMISES,
  SPEC_REFUND_TERMS,
} from "./spec-facts.ts";

type Content = ReturnType<typeof loadContent>;

/** A policy's text as a reader sees it: the compiled sections without markup. */
function textOf(content: Content, type: keyof Content["policies"]["pages"]) {
  const policy = content.policies.pages[type];
  return [policy.summary, ...policy.sections.flatMap((section) => [section.title, section.html])]
    .join("\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function describeSpecFacts(name: string, read: () => Content) {
  describe(name, () => {
    test("its promises and refund terms", () => {
      const content = read();
      expect(content.site.promises).toMatchObject(SPEC_PROMISES);
      expect(toTitleCase(content.site.promises.guarantee)).toBe(SPEC_GUARANTEE_TITLE);
      const refund = textOf(content, "refund");
      for (const phrase of SPEC_REFUND_TERMS) expect(refund).toContain(phrase);
    });

    // The tests' content adds courses of its own (the selling tools: sale, cohorts, waitlist) after the four.
    test("its four courses", () => {
      const specIds = new Set(SPEC_COURSES.map(({ id }) => id));
      const courses = read().courses.filter(({ id }) => specIds.has(id));
      expect(courses.map(pickSpecCourseFacts)).toEqual(SPEC_COURSES);
    });

    // The specification's interface texts are the English dictionary the browser tests read (test/fixtures/content/ui/).
    test("its interface texts, in English and German", () => {
      expect(read().ui).toEqual(loadContent(contentRoot(), {}).ui);
    });

    test("its policies' date", () => {
      const content = read();
      for (const { type } of content.policies.menu)
        expect(content.policies.pages[type].lastUpdatedText, type).toBe(SPEC_POLICY_DATE);
    });
  });
}

describeSpecFacts("the tests' content states the specification's facts", () => loadContent(contentRoot(), {}));

// Checked only while content/ is the template file for file (test/template-seal.txt): any owner edit makes it theirs.
if (isShippedTemplate(REPOSITORY_ROOT))
  describeSpecFacts("the content we ship states the specification's facts", () => loadContent(REPOSITORY_ROOT, {}));

test("a content folder stops being the template with any change to any file", () => {
  const copy = makeContentCopy("template-", { from: REPOSITORY_ROOT });
  try {
    const sealed = fingerprintContent(REPOSITORY_ROOT);
    expect(fingerprintContent(copy.root)).toBe(sealed);
    appendFileSync(path.join(copy.root, "content/site.yml"), "\n");
    expect(fingerprintContent(copy.root)).not.toBe(sealed);
  } finally {
    copy.remove();
  }
});
