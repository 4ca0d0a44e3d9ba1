// Test helper: content/ folders written to a temporary directory, loaded as the build loads them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect } from "vitest";
import { parse, stringify } from "yaml";

import type { Content } from "../../model/schemas/content.ts";
import { copyContentRoot } from "./content-copy.ts";
import { contentRoot, loadContent, loadContentOnce } from "./load.ts";
import { ContentError, formatProblem } from "./problems.ts";

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The blog and help centre a test starts from, besides the files it writes (`null` leaves a file out). */
const MINIMAL: Record<string, string> = {
  // The repository's site settings, at a test address that the tests can recognise.
  "content/site.yml": readFileSync(path.join(contentRoot(), "content/site.yml"), "utf8").replace(
    /^email: .*$/m,
    "email: hello@test.org",
  ),
  "content/help.yml": [
    "topics: [{ title: Getting Started, icon: rocket }]",
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

/** A content root in a temporary folder: the repository's other collections, the minimal blog and help centre, and `files` written over them. */
export function writeContent(files: Record<string, string | null>): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  roots.push(root);
  // Every other collection (and public/) as the owner has it, so that only the files under test can have problems.
  // Reviews name course files: a test that writes its own courses writes its own reviews.
  copyContentRoot(root, { skip: ["content/blog", "content/help", "content/help.yml", "content/reviews"] });
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

/**
 * A copy of the content root (content/ and public/) in a temporary folder, for tests that break one file and read
 * what the build says: every other file stays as the owner has it, so the problems listed are the broken file's alone.
 */
export class ContentCopy {
  readonly root = copyContentRoot(mkdtempSync(path.join(tmpdir(), "content-")));

  write(file: string, text: string) {
    writeFileSync(path.join(this.root, file), text);
  }

  remove(file: string) {
    rmSync(path.join(this.root, file));
  }

  /** A YAML file's data, changed by `change` and written back. */
  editYaml(file: string, change: (data: Record<string, unknown>) => void) {
    const data = parse(readFileSync(path.join(this.root, file), "utf8"));
    change(data);
    this.write(file, stringify(data));
  }

  /** The build's problems, one `file: field: message` line each; none when the content loads. */
  problems(env: Record<string, string> = {}): string[] {
    try {
      loadContent(this.root, env);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map(formatProblem);
      throw error;
    }
  }

  dispose() {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * What the pages name for one of the site's own drawings (`src`, such as /images/blog/post.svg): the file itself, or
 * its copy in the brand's colours when they are not the template's (scripts/content/images.ts).
 */
export function drawing(src: string) {
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const name = path.basename(src, ".svg");
  return expect.stringMatching(new RegExp(`^(?:${quote(src)}|/assets/images/${quote(name)}\\.[0-9a-f]{10}\\.svg)$`));
}

/** The tests' own dictionary of a language (test/fixtures/content/ui/<lang>.yml), as pages pass it to components. */
export function readFixtureTexts(lang = "en") {
  const dictionary = loadContentOnce().content.ui[lang];
  if (!dictionary) throw new Error(`test/fixtures/content/ui/${lang}.yml gave no dictionary`);
  return dictionary;
}
