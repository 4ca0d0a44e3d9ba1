// Test helper: content/ folders written to a temporary directory, loaded as the build loads them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { type Content, loadContent } from "./load.ts";
import { ContentError, formatProblem } from "./problems.ts";

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The smallest valid content/ besides the files a test writes (`null` leaves a file out). */
const MINIMAL: Record<string, string> = {
  "content/site.yml": [
    "name: Test Academy",
    "email: hello@test.org",
    'phone: "+1 202 010 0199"',
    "address: 1 Main Street",
    "url: https://www.test.org",
    "currency: USD",
    "promises:",
    "  replyTime: 24 hours",
  ].join("\n"),
  "content/help.yml": [
    "topics: [Getting Started]",
    "faqs:",
    "  - id: enrol",
    "    question: How do I enrol?",
    "    answer: Send a request; we reply within {promises.replyTime}.",
    "quickLinks: []",
  ].join("\n"),
  "content/help/first-steps.md": [
    "---",
    "title: First steps",
    "topic: Getting Started",
    "order: 1",
    "summary: Where to begin.",
    "---",
    "",
    "Start here.",
  ].join("\n"),
};

/** A content root in a temporary folder: the minimal files with `files` written over them. */
export function writeContent(files: Record<string, string | null>): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  roots.push(root);
  for (const [file, text] of Object.entries({ ...MINIMAL, ...files })) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A Markdown file's text: front matter lines, then the body. */
export function markdownFile(frontMatter: ReadonlyArray<string>, body = "Some text.") {
  return ["---", ...frontMatter, "---", "", body].join("\n");
}

/** The content of `files`, which must load without problems. */
export function loadFixture(files: Record<string, string | null>): Content {
  return loadContent(writeContent(files), {});
}

/** The problems the build reports for `files`, one line each as printed, for the files under `prefix`. */
export function listProblems(files: Record<string, string | null>, prefix = "content/"): string[] {
  try {
    loadContent(writeContent(files), {});
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(formatProblem).filter((line) => line.startsWith(prefix));
  }
  return [];
}
