import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { parseDocument } from "yaml";

import { contentFile, contentPath } from "./checkout-copy";

// The facts an owner changes (issue 26); a new fact is one more entry.

type Stale = RegExp | ((sentence: string) => boolean);

export type Mutation = {
  fact: string;
  apply: (root: string) => void;
  stale: ReadonlyArray<Stale>;
  /** Sentences that match `stale` but state another fact (each with its reason in a comment). */
  unrelated?: ReadonlyArray<RegExp>;
  /** Proof that the change reached the pages. */
  fresh: RegExp;
};

function setSetting(path: string, value: string) {
  return (root: string) => {
    const file = contentFile(root, "site.yml");
    const document = parseDocument(readFileSync(file, "utf8"));
    document.setIn(path.split("."), value);
    writeFileSync(file, document.toString());
  };
}

/** A setting of the copy's site.yml, set to `value`; `stale` as the old value is written. */
function setting(
  path: string,
  value: string,
  stale: Stale[],
  fresh?: RegExp,
  unrelated?: RegExp[],
): Mutation {
  return { fact: path, apply: setSetting(path, value), stale, fresh: fresh ?? literal(value), unrelated };
}

export function literal(text: string) {
  return new RegExp(`(?<![\\w-])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "i");
}

function editFile(path: string, edit: (text: string) => string) {
  return (root: string) => {
    const file = join(root, path);
    writeFileSync(file, edit(readFileSync(file, "utf8")));
  };
}

/** The date `days` before the build, as a job's validThrough writes it. */
function daysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A new course: a copy of course 2 with an id no course file has used (a retired course keeps its own). */
const NEW_COURSE = { title: "Bookkeeping & Tax Essentials", shortTitle: "Bookkeeping & Tax" };
function addCourse(root: string) {
  const folder = contentFile(root, "courses");
  const ids = readdirSync(folder).map((file) =>
    Number(/^id: (\d+)$/m.exec(readFileSync(join(folder, file), "utf8"))?.[1] ?? 0),
  );
  const text = readFileSync(join(folder, "company-formation.md"), "utf8")
    .replace(/^id: \d+$/m, `id: ${Math.max(...ids) + 1}`)
    .replace(/^title: .*$/m, `title: ${NEW_COURSE.title}`)
    .replace(/^shortTitle: .*$/m, `shortTitle: ${NEW_COURSE.shortTitle}`);
  writeFileSync(join(folder, "bookkeeping-tax.md"), text);
}

/** A sentence that lists the four original topics and not the new one. */
function listsTheOriginalTopics(sentence: string) {
  const topics = [/entrepreneurship/i, /company formation/i, /e-export/i, /growth/i];
  return topics.filter((topic) => topic.test(sentence)).length >= 3 && !/bookkeeping/i.test(sentence);
}

export const EXPIRED_JOB = { file: contentPath("jobs", "ux-ui-designer.md"), title: "UX/UI Designer" };

export const MUTATIONS: ReadonlyArray<Mutation> = [
  setting("name", "Harbour Lane Academy", [/Meridian/i]),
  setting("currency", "GBP", [/US dollars?/i, /\$\s?\d/, /\bUSD\b/], /British pounds/i, [
    // An article's example of an invoice, not a price of the site.
    /\binvoice a client \$/i,
  ]),
  setting("promises.replyTime", "36 hours", [/\b24 hours\b/i, /\bone business day\b/i]),
  setting("promises.supportResponseTime", "3 hours", [/\b2 hours\b/i, /\btwo hours\b/i]),
  setting("promises.phoneHours", "Mon-Thu 8AM-4PM CST", [
    /\b9\s?AM\b/i,
    /\b6\s?PM\b/i,
    /\bEST\b/,
    /Mon-Fri/i,
  ]),
  setting("promises.applicationReplyTime", "8-10 business days", [/\b5-7 business days\b/i]),
  // The guarantee is written from refundWindow; its own setting only words it otherwise, with the same length.
  setting("promises.guarantee", "21-day full-refund guarantee", [/\b30-day\b/i]),
  setting("promises.refundWindow", "21 days", [/\b30 days\b/i, /\bthirty days\b/i], undefined, [
    // An article's plan, not the refund window: "Validate a business idea in 30 days".
    /\bidea in 30 days\b/i,
    /\bfits into 30 days\b/i,
    /\brun your 30 days\b/i,
  ]),
  setting("promises.refundProcessing", "10-12 business days", [/\b5-7 business days\b/i]),
  setting("promises.refundProgressLimit", "40%", [/\b50%/]),
  setting("promises.refundPackages", "group licences may differ", [/enterprise or custom packages/i]),
  {
    fact: "a fifth course",
    apply: addCourse,
    stale: [
      /\b(?:four|4)\b(?:\s+[\w-]+){0,3}\s+courses?\b/i,
      /\bcourses?:? (?:four|4)\b/i,
      /\bcourse of the (?:four|4)\b/i,
      listsTheOriginalTopics,
    ],
    fresh: /\bfive\b/i,
  },
  {
    fact: "a job past its validThrough",
    apply: editFile(EXPIRED_JOB.file, (text) =>
      text.replace(/^validThrough: .*$/m, `validThrough: ${daysAgo(1)}`),
    ),
    stale: [literal(EXPIRED_JOB.title), /\bfour positions\b/i, /\b4 roles\b/i],
    fresh: /\bThree positions are open now\b/,
  },
];
