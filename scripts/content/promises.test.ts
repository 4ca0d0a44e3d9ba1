import { mkdirSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import type { Content } from "../../model/schemas/content.ts";
import { loadContentOnce } from "./load";
import { loadContent } from "./load.ts";
import { SPEC_PROMISES, SPEC_REFUND_TERMS } from "./spec-facts.ts";
import { ContentCopy } from "./test-content.ts";

const { content } = loadContentOnce();

// The specification's promises come from its one table (spec-facts.ts): written into a site.yml of this test's own,
// so an owner's new refund window breaks no test; every other test reads the content.

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

/** A policy's text as a reader sees it: the compiled sections without markup. */
function textOf(policies: Content["policies"], type: keyof Content["policies"]["pages"]) {
  const policy = policies.pages[type];
  return [policy.summary, ...policy.sections.flatMap((section) => [section.title, section.html])]
    .join("\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

test("the specification's promises, written into site.yml, are stated word for word as SPEC sections 1 and 9 write them", () => {
  copy.editYaml("content/site.yml", (data) => {
    // The refund exclusions as shipped: composed from the window and the progress limit.
    data.promises = {
      ...SPEC_PROMISES,
      refundExclusions:
        "more than {promises.refundProgressLimit} completed or bought more than {promises.refundWindow} ago",
    };
  });
  const { site, policies } = loadContent(copy.root, {});
  expect(site.promises).toMatchObject(SPEC_PROMISES);
  const refund = textOf(policies, "refund");
  for (const phrase of SPEC_REFUND_TERMS) expect(refund).toContain(phrase);
  const terms = textOf(policies, "terms");
  for (const phrase of [SPEC_REFUND_TERMS[0], SPEC_REFUND_TERMS[2], SPEC_REFUND_TERMS[3]])
    expect(terms).toContain(phrase);
  expect(terms).toContain("lifetime access");
});

test("the refund policy and the terms state the site's refund promises", () => {
  const { promises } = content.site;
  const refund = textOf(content.policies, "refund");
  for (const phrase of [
    promises.guarantee,
    `within ${promises.refundWindow}`,
    `processed in ${promises.refundProcessing}`,
    `not available for courses ${promises.refundExclusions}`,
    promises.refundPackages,
  ])
    expect(refund).toContain(phrase);
  const terms = textOf(content.policies, "terms");
  for (const phrase of [
    promises.guarantee,
    `processed in ${promises.refundProcessing}`,
    `not available for courses ${promises.refundExclusions}`,
  ])
    expect(terms).toContain(phrase);
});

test("a promise quotes another, so that a refund window is written once", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), refundWindow: "14 days", refundProgressLimit: "40%" };
  });
  expect(loadContent(copy.root, {}).site.promises.refundExclusions).toBe(
    "more than 40% completed or bought more than 14 days ago",
  );
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), refundWindow: "{promises.refundExclusions}" };
  });
  expect(copy.problems()).toContain(
    "content/site.yml: promises.refundExclusions: {promises.refundWindow}: a promise may quote another promise of this file that quotes none",
  );
});

test("the policies quote the site's reply times and no other", () => {
  const { promises } = content.site;
  const all = content.policies.menu.map(({ type }) => textOf(content.policies, type)).join("\n");
  const replies = all.split(/[.:\n]/).filter((sentence) => /\b(?:reply|respond|confirm)/.test(sentence));
  const stated = replies.flatMap((sentence) =>
    [...sentence.matchAll(/within (\d+(?:-\d+)? (?:hours|business days|days))/g)].map((match) => match[1]),
  );
  const replyTimes = [promises.replyTime, promises.supportResponseTime, promises.applicationReplyTime];
  expect(stated).toEqual(expect.arrayContaining(replyTimes));
  // Besides the reply times, only the refund window may appear.
  expect(stated.filter((time) => !replyTimes.includes(time ?? ""))).toEqual(
    stated.filter((time) => time === promises.refundWindow),
  );
});

test("the guarantee is written from the refund window, so that one edit changes both", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), refundWindow: "14 days" };
  });
  expect(loadContent(copy.root, {}).site.promises.guarantee).toBe("14-day money-back guarantee");
});

test("a guarantee worded in site.yml must state the refund window's length, naming both lines", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), guarantee: "30-day money-back guarantee", refundWindow: "14 days" };
  });
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      /^content\/site\.yml, line \d+: promises\.guarantee: "30-day money-back guarantee" states another length than refundWindow "14 days" \(line \d+\): delete the guarantee line/,
    ),
  ]);
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), guarantee: "14-day no-quibble guarantee" };
  });
  expect(loadContent(copy.root, {}).site.promises.guarantee).toBe("14-day no-quibble guarantee");
});

test("a further language's guarantee and refund window state the original's length, naming the translation's line", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["en", "de"];
    data.promises = { ...(data.promises as object), guarantee: "14-day money-back guarantee", refundWindow: "14 days" };
  });
  mkdirSync(path.join(copy.root, "content/de"));
  const german = (refundWindow: string, guarantee: string) =>
    copy.write("content/de/site.yml", `promises:\n  refundWindow: ${refundWindow}\n  guarantee: ${guarantee}\n`);
  german("14 Tage", "30-Tage-Geld-zurück-Garantie");
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      /^content\/de\/site\.yml, line 3: promises\.guarantee: "30-Tage-Geld-zurück-Garantie" states another length than refundWindow "14 Tage" \(line 2\): delete the guarantee line, and the guarantee is written from refundWindow \("14-Tage-Geld-zurück-Garantie"\)$/,
    ),
  ]);
  german("30 Tage", "30-Tage-Geld-zurück-Garantie");
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      /^content\/de\/site\.yml, line 2: promises\.refundWindow: "30 Tage" states another length than the original's refundWindow "14 days" \(content\/site\.yml, line \d+\): a translation words the same length$/,
    ),
  ]);
  german("14 Tage", "14-Tage-Geld-zurück-Garantie");
  const content = loadContent(copy.root, {});
  expect(content.translations?.de?.site.promises.guarantee).toBe("14-Tage-Geld-zurück-Garantie");
  expect(content.site.promises.guarantee).toBe("14-day money-back guarantee");
});

// Issue 43: the guarantee written from refundWindow is worded by the language's dictionary (guarantee.* in ui/).
test("a translation giving only refundWindow (30 Tage) states the guarantee in its language, the original in English", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["en", "de"];
  });
  mkdirSync(path.join(copy.root, "content/de"));
  copy.write("content/de/site.yml", "promises:\n  refundWindow: 30 Tage\n");
  const content = loadContent(copy.root, {});
  expect(content.translations?.de?.site.promises).toMatchObject({
    refundWindow: "30 Tage",
    guarantee: "30-Tage-Geld-zurück-Garantie",
  });
  expect(content.site.promises.guarantee).toBe("30-day money-back guarantee");
});

test("a German-only site states the guarantee in German, from a window in German or still in English", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["de"];
    data.promises = { ...(data.promises as object), refundWindow: "30 Tage" };
  });
  expect(loadContent(copy.root, {}).site.promises.guarantee).toBe("30-Tage-Geld-zurück-Garantie");
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), refundWindow: "2 Monate" };
  });
  expect(loadContent(copy.root, {}).site.promises.guarantee).toBe("2-Monats-Geld-zurück-Garantie");
  copy.editYaml("content/site.yml", (data) => {
    data.promises = { ...(data.promises as object), refundWindow: "30 days" };
  });
  expect(loadContent(copy.root, {}).site.promises.guarantee).toBe("30-Tage-Geld-zurück-Garantie");
});

test("a window in no dictionary's words is a problem worded in the site's language, at its line", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["de"];
    data.promises = { ...(data.promises as object), refundWindow: "30 jours" };
  });
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      /^content\/site\.yml, line \d+: promises\.refundWindow: "30 jours" is not a length such as "30 Tage", from which the guarantee is written: write one, or word the guarantee yourself as promises\.guarantee \("30-Tage-Geld-zurück-Garantie"\)$/,
    ),
  ]);
});

test("a German guarantee stating another unit than the German window is refused", () => {
  copy.editYaml("content/site.yml", (data) => {
    data.languages = ["de"];
    data.promises = { ...(data.promises as object), refundWindow: "30 Tage", guarantee: "30-Wochen-Garantie" };
  });
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      /^content\/site\.yml, line \d+: promises\.guarantee: "30-Wochen-Garantie" states another length than refundWindow "30 Tage" \(line \d+\): delete the guarantee line, and the guarantee is written from refundWindow \("30-Tage-Geld-zurück-Garantie"\)$/,
    ),
  ]);
});
