import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import type { Course } from "../../model/schemas/courses.ts";
import { CONTENT_ROOT_FOLDERS } from "./content-copy.ts";
import { REPOSITORY_ROOT } from "./load.ts";

// The specification's own facts about the content, typed out here once (SPEC sections 1, 2, 3 and 9;
// docs/spec-rules.md): the one table of them. They are what the template was delivered with, not a limit on the
// owner. `spec-facts.test.ts` holds the tests' content (test/fixtures/) to them, and the content we ship while it is still
// the template file for file; an owner's content is held to nothing here (docs/decisions/0029). The loader's tests write these values into files of
// their own, so they also prove that the content can state them word for word.

/** SPEC sections 1 and 9: the promises of content/site.yml. */
export const SPEC_PROMISES = {
  replyTime: "24 hours",
  supportResponseTime: "2 hours",
  phoneHours: "Mon-Fri 9AM-6PM EST",
  applicationReplyTime: "5-7 business days",
  guarantee: "30-day money-back guarantee",
  refundWindow: "30 days",
  refundProcessing: "5-7 business days",
  refundProgressLimit: "50%",
  refundPackages: "enterprise or custom packages may differ",
};

/** SPEC section 9's refund terms, word for word, as the refund policy states them. */
export const SPEC_REFUND_TERMS = [
  "30-day money-back guarantee",
  "within 30 days",
  "processed in 5-7 business days",
  "not available for courses more than 50% completed or bought more than 30 days ago",
  "enterprise or custom packages may differ",
];

/** SPEC section 2: the course and purchase pages' label of the guarantee. */
export const SPEC_GUARANTEE_TITLE = "30-Day Money-Back Guarantee";

/** SPEC section 2: every policy's 'Last updated' date. */
export const SPEC_POLICY_DATE = "August 17, 2025";

/** SPEC section 3: the four courses. */
export const SPEC_COURSES = [
  {
    id: "1",
    title: "Entrepreneurship & Business Idea Development",
    category: "Entrepreneurship",
    duration: "8 weeks",
    rating: 4.9,
    price: "$497",
    level: "Beginner to Intermediate",
    students: 0,
  },
  {
    id: "2",
    title: "Company Formation, Trade & Financial Management",
    category: "Business Setup",
    duration: "6 weeks",
    rating: 4.8,
    price: "$397",
    level: "Intermediate",
    students: 0,
  },
  {
    id: "3",
    title: "E-Export, Digital Marketing & Sales",
    category: "Global Expansion",
    duration: "10 weeks",
    rating: 4.9,
    price: "$597",
    level: "Intermediate to Advanced",
    students: 0,
  },
  {
    id: "4",
    title: "Growth, Investment & Globalization",
    category: "Growth & Investment",
    duration: "12 weeks",
    rating: 4.9,
    price: "$697",
    level: "Advanced",
    students: 0,
  },
];


/** The facts of a course that SPEC_COURSES states. */
export function pickSpecCourseFacts({ id, title, category, duration, rating, price, level, students }: Course) {
  return { id, title, category, duration, rating, price, level, students };
}

/** Where the template's fingerprint is kept: `npm run seal-template` writes it once content/ states the table. */
export const TEMPLATE_SEAL = path.join(REPOSITORY_ROOT, "test/template-seal.txt");

/** A digest of every file of a content root's content/ and public/, in path order. */
export function fingerprintContent(root: string) {
  const hash = createHash("sha256");
  for (const folder of CONTENT_ROOT_FOLDERS) {
    const files = readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).sort();
    for (const file of files) {
      const absolute = path.join(root, folder, file);
      if (!statSync(absolute).isFile()) continue;
      hash.update(`${folder}/${file.split(path.sep).join("/")}\0`).update(readFileSync(absolute)).update("\0");
    }
  }
  return hash.digest("hex");
}

/**
 * Whether `root` holds the content we ship, file for file: the fingerprint sealed when it was last checked against
 * the table. Any owner edit makes the content the owner's, whose facts are the owner's own (docs/decisions/0029).
 */
export function isShippedTemplate(root: string) {
  return existsSync(TEMPLATE_SEAL) && readFileSync(TEMPLATE_SEAL, "utf8").trim() === fingerprintContent(root);
}
