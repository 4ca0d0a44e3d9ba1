import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import {
  type CourseReference,
  fillCourseReferences,
  findTypedTitles,
  scanCourseReferences,
} from "./course-references.ts";
import { contentRoot, loadContent } from "./load.ts";
import { renderMarkdown } from "./markdown.ts";
import { ContentCopy, readFixtureTexts } from "./test-content.ts";

const EXPORT: CourseReference = {
  slug: "e-export",
  url: "/course/3",
  title: "E-Export, Digital Marketing & Sales",
  shortTitle: "E-Export & Digital Marketing",
  price: "$497",
  duration: "10 weeks",
  weeks: "ten weeks",
  weeklyHours: "4 to 5 hours",
  retired: false,
};
const OLD: CourseReference = { ...EXPORT, slug: "old-course", url: "/course/9", title: "Old Course", retired: true };
const REFERENCES = new Map<string, CourseReference | null>([
  ["e-export", EXPORT],
  ["old-course", OLD],
  ["broken", null],
]);

function fill(text: string, markdown = true) {
  const reports: string[] = [];
  const filled = fillCourseReferences(text, REFERENCES, {
    markdown,
    report: (kind, token, message) => reports.push(`${kind} ${token}: ${message}`),
  });
  return { filled, reports };
}

test("a reference is replaced by the course's current title, and its properties by theirs", () => {
  expect(fill("Take {course:e-export} next ({course:e-export.shortTitle}, {course:e-export.price}).", false)).toEqual({
    filled: "Take E-Export, Digital Marketing & Sales next (E-Export & Digital Marketing, $497).",
    reports: [],
  });
});

test("in Markdown, a title reads as written: no emphasis, link, tag or entity made of its punctuation", () => {
  const odd: CourseReference = { ...EXPORT, title: "*Growth* & <b>Scale</b> [1](/x) &copy; _fast_" };
  const references = new Map([["e-export", odd]]);
  for (const text of ["{course:e-export}", "[{course:e-export}]"]) {
    const filled = fillCourseReferences(text, references, { markdown: true, report: () => {} });
    expect(renderMarkdown(filled)).toContain("*Growth* &amp; &lt;b&gt;Scale&lt;/b&gt; [1](/x) &amp;copy; _fast_");
  }
});

test("in a course's own file, {course.weeks} and {course.weeklyHours} quote the course itself", () => {
  const reports: string[] = [];
  const filled = fillCourseReferences("Plan on {course.weeklyHours} a week for {course.weeks}.", REFERENCES, {
    markdown: false,
    own: "e-export",
    report: (kind, token) => reports.push(`${kind} ${token}`),
  });
  expect(filled).toBe("Plan on 4 to 5 hours a week for ten weeks.");
  expect(reports).toEqual([]);
});

test("a reference's weeks and hours are worded in the site's language, by its dictionary", () => {
  const english = scanCourseReferences(contentRoot(), "USD", "en", readFixtureTexts()).get("e-export");
  expect(english).toMatchObject({ weeks: "ten weeks", weeklyHours: "4 to 5 hours" });
  const german = scanCourseReferences(contentRoot(), "USD", "de", readFixtureTexts("de")).get("e-export");
  expect(german).toMatchObject({ weeks: "10 Wochen", weeklyHours: "4 bis 5 Stunden", duration: "10 weeks" });
});

test("in Markdown, a reference in brackets is a link to the course with its title as the words", () => {
  expect(renderMarkdown(fill("Our [{course:e-export}] course.").filled)).toBe(
    '<p>Our <a href="/course/3">E-Export, Digital Marketing &amp; Sales</a> course.</p>',
  );
  // The owner's own link keeps its address: only the title is filled in.
  expect(renderMarkdown(fill("[{course:e-export}](/courses)").filled)).toBe(
    '<p><a href="/courses">E-Export, Digital Marketing &amp; Sales</a></p>',
  );
});

test("a link where the text is shown as written is reported, not rendered as brackets", () => {
  const { filled, reports } = fill("See [{course:e-export}].", false);
  expect(filled).toBe("See [{course:e-export}].");
  expect(reports).toEqual([expect.stringMatching(/^problem \{course:e-export\}: \[\{course:e-export\}\]: a link/)]);
});

test("a reference to no course file is reported with the known ones and left as written", () => {
  const { filled, reports } = fill("Try {course:e-exprot}.");
  expect(filled).toBe("Try {course:e-exprot}.");
  expect(reports).toEqual([
    "problem {course:e-exprot}: {course:e-exprot}: there is no course file content/courses/e-exprot.md (the courses: {course:e-export}, {course:old-course}, {course:broken})",
  ]);
});

test("an unknown property is reported; a file that cannot be read is not reported again", () => {
  expect(fill("{course:e-export.teacher}").reports).toEqual([
    expect.stringMatching(/^problem \{course:e-export\.teacher\}: .*quotes \{course:e-export\}, \{course:e-export\.shortTitle\}/),
  ]);
  expect(fill("{course:broken}")).toEqual({ filled: "{course:broken}", reports: [] });
});

test("a retired course is named without a link, with a warning", () => {
  const { filled, reports } = fill("We used to teach [{course:old-course}].");
  expect(filled).toBe("We used to teach Old Course.");
  expect(reports).toEqual([expect.stringMatching(/^warning \{course:old-course\}: .*retired course/)]);
});

test("a current title typed as text outside its own file is found, with its line; comments and references are not", () => {
  expect(
    findTypedTitles(
      [
        { file: "content/blog/a.md", text: "---\ntitle: A\n---\n\nOur E-Export, Digital Marketing & Sales course." },
        { file: "content/pages.yml", text: "# E-Export, Digital Marketing & Sales\nlead: {course:e-export}" },
        { file: "content/courses/e-export.md", text: "title: E-Export, Digital Marketing & Sales" },
        { file: "content/blog/b.md", text: "Old Course" },
      ],
      REFERENCES,
    ),
  ).toEqual([
    "content/blog/a.md, line 5: the title of content/courses/e-export.md is typed as text: write {course:e-export} (or [{course:e-export}] for a link) so that it follows a rename",
  ]);
});

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

function read(file: string) {
  return readFileSync(path.join(copy.root, file), "utf8");
}


/** The Markdown and YAML files of the copy's content/, as paths from its root. */
function listTexts(folder = "content"): string[] {
  return readdirSync(path.join(copy.root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|ya?ml)$/.test(name) && !name.endsWith("README.md"))
    .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
    .sort();
}

test("an unknown course in a Markdown body stops the build, naming the file, the line and the reference", () => {
  const [file = ""] = listTexts("content/blog");
  copy.write(file, `${read(file).trimEnd()}\n\nSee [{course:no-such-course}].\n`);
  const line = read(file).split("\n").findIndex((text) => text.includes("{course:no-such-course}")) + 1;
  expect(copy.problems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${file}, line ${line}: body: \\{course:no-such-course\\}: there is no course file content/courses/no-such-course\\.md`,
      ),
    ),
  ]);
});

test("an unknown course in a YAML text of a course file names its line and field", () => {
  const [file = ""] = listTexts("content/courses");
  const text = read(file);
  const answer = /^(\s*)answer: /m.exec(text);
  expect(answer, `${file} has an FAQ answer`).not.toBeNull();
  copy.write(file, text.replace(/^(\s*)answer: /m, "$1answer: See {course:formation} first. "));
  const line = read(file).split("\n").findIndex((row) => row.includes("{course:formation}")) + 1;
  expect(copy.problems()).toEqual([
    expect.stringMatching(new RegExp(`^${file}, line ${line}: faq\\[0\\]\\.answer: \\{course:formation\\}: there is no course file`)),
  ]);
});

test("a renamed course is renamed in every text that refers to it; a removed one stops the build where it is named", () => {
  // A course some text of the copy names by reference, and a file other than its own that names it.
  const shipped = loadContent(copy.root, {});
  const texts = listTexts();
  const named = texts
    .flatMap((file) => [...read(file).matchAll(/\{course:([a-z0-9-]+)\}/g)].map((match) => ({ file, slug: match[1] ?? "" })))
    .find(({ file, slug }) => file !== `content/courses/${slug}.md` && texts.includes(`content/courses/${slug}.md`));
  expect(named, "a text names a course by reference").toBeDefined();
  const slug = named?.slug ?? "";
  const courseFile = `content/courses/${slug}.md`;
  const id = /^id: (\d+)$/m.exec(read(courseFile))?.[1];
  const oldTitle = shipped.courses.find((course) => String(course.id) === id)?.title ?? "";
  copy.write(courseFile, read(courseFile).replace(/^title: .*$/m, "title: Selling Abroad"));
  const renamed = loadContent(copy.root, {});
  const text = JSON.stringify(renamed);
  expect(text).toContain("Selling Abroad");
  if (texts.some((file) => read(file).includes(`[{course:${slug}}]`)))
    expect(text).toContain(`<a href=\\"/course/${id}\\">Selling Abroad</a>`);
  expect(text).not.toContain(JSON.stringify(oldTitle).slice(1, -1).replaceAll("&", "&amp;"));
  expect(renamed.warnings.filter((warning) => warning.includes("typed as text"))).toEqual([]);

  copy.remove(courseFile);
  const problems = copy.problems();
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems)
    expect(problem).toMatch(new RegExp(`^content/.+, line \\d+: .+: \\{course:${slug}\\}: there is no course file`));
});
