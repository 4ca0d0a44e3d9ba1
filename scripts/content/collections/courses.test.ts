import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { imageSize } from "image-size";
import sharp from "sharp";
import { afterEach, describe, expect, test } from "vitest";

import { formatPrice } from "../../../model/course-format.ts";
import { toTitleCase } from "../../../model/words.ts";
import { copyContentRoot } from "../content-copy.ts";
import { contentRoot, loadContent } from "../load.ts";
import { DEFAULT_COURSE_COVER, DEFAULT_INSTRUCTOR_PHOTO } from "../pictures.ts";
import { ContentError, formatProblem } from "../problems.ts";
import { pickSpecCourseFacts, SPEC_COURSES } from "../spec-facts.ts";
import { drawing } from "../test-content.ts";

// Each case writes a content folder (the repository's other collections, test site settings, one instructor,
// minimal course files) into a temporary directory and reads it the way the build does: what the owner sees is
// the exact lines asserted here.

// The owner's site settings (with every promise the other files quote), under a test name, address and currency.
const SITE = readFileSync(path.join(contentRoot(), "content/site.yml"), "utf8")
  .replace(/^currency: .*$/m, "currency: USD")
  .replace(/^name: .*$/m, "name: Test Academy")
  .replace(/^email: .*$/m, "email: hello@test-academy.org")
  .replace(/^url: .*$/m, "url: https://www.test-academy.org");

const INSTRUCTORS = `instructors:
  - name: Daniel Okafor
    title: Founder & Lead Instructor
    bio:
      - Fifteen years of starting and advising small companies.
`;

function courseFile({ id = 2, price = "250", extra = "", omit = "", category = "Business Setup" } = {}) {
  const fields = [
    `id: ${id}`,
    "title: Company Formation, Trade & Financial Management",
    "shortTitle: Company Formation & Finance",
    `category: ${category}`,
    `price: ${price}`,
    "duration: 1 week",
    "level: Intermediate",
    "rating: 4.8",
    "students: 0",
    "instructor: Daniel Okafor",
    "features: [Registration walkthrough, Cash-flow spreadsheet]",
    "weeklyHours: { min: 0.5, max: 1 }",
    "curriculum:",
    "  - title: Choosing your legal structure",
    "    lectures:",
    '      - { title: "Final assessment", minutes: 25, type: quiz }',
    "requirements: [A tested business idea.]",
    "audience: [Founders about to register their first company.]",
    "faq:",
    "  - question: What if the course is not right for me?",
    "    answer: Every course carries our {promises.guarantee.titleCase}.",
  ].filter((line) => !omit || !line.startsWith(`${omit}:`));
  return `---\n${[...fields, extra].filter(Boolean).join("\n")}\n---\n\nSet up your company on solid ground.\n`;
}

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository root holding these content files (paths relative to content/). */
function writeContent(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  roots.push(root);
  // The blog, help centre, jobs, policies, company files and public/ as the owner has them: valid, so that the
  // lines asserted are the course files' own. The texts that name the repository's courses ({course:e-export}) are
  // left out: this catalogue has other courses, and so are the reviews, which name the repository's course files.
  copyContentRoot(root, {
    skip: ["content/courses", "content/instructors.yml", "content/reviews"],
    keep: (source) => !(source.endsWith(".md") && readFileSync(source, "utf8").includes("{course:")),
  });
  const all = { "site.yml": SITE, "instructors.yml": INSTRUCTORS, ...files };
  for (const [name, text] of Object.entries(all)) {
    const file = path.join(root, "content", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

/** The lines a build prints for this content, one per problem. */
function problemsOf(files: Record<string, string>): string[] {
  try {
    loadContent(writeContent(files), {});
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe("a valid course file", () => {
  test("is read into the catalogue and the course's details", () => {
    const content = loadContent(
      writeContent({ "courses/company-formation.md": courseFile(), "courses/intro.md": courseFile({ id: 1 }) }),
      {},
    );
    expect(content.courses.map((course) => [course.id, course.price, course.priceAmount])).toEqual([
      ["1", "$250", 250],
      ["2", "$250", 250],
    ]);
    expect(content.courses[1]).toMatchObject({
      title: "Company Formation, Trade & Financial Management",
      description: "Set up your company on solid ground.",
    });
    expect(content.courses[1]).not.toHaveProperty("paymentLink");
    expect(content.courseDetails["2"]?.faq[0]?.answer).toBe(
      `Every course carries our ${toTitleCase(content.site.promises.guarantee)}.`,
    );
    expect(content.courseDetails["2"]?.instructor).toMatchObject({
      name: "Daniel Okafor",
      company: "Test Academy",
    });
  });

  test("without a cover shows the site's course illustration, a file of public/ at the size the pages reserve", () => {
    // A course with no illustration of its own in public/images/courses/.
    const content = loadContent(writeContent({ "courses/bookkeeping-basics.md": courseFile() }), {});
    expect(content.courses[0]?.cover).toEqual({ ...DEFAULT_COURSE_COVER, src: drawing(DEFAULT_COURSE_COVER.src) });
    const file = readFileSync(path.join(contentRoot(), "public", DEFAULT_COURSE_COVER.src));
    expect(imageSize(file)).toMatchObject({ width: DEFAULT_COURSE_COVER.width, height: DEFAULT_COURSE_COVER.height });
  });

  test("without a cover shows its own illustration, /images/courses/{file name}.svg, when the site has one", () => {
    const content = loadContent(
      writeContent({
        "courses/company-formation.md": courseFile(),
        "../public/images/courses/company-formation.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>',
      }),
      {},
    );
    expect(content.courses[0]?.cover).toEqual({
      ...DEFAULT_COURSE_COVER,
      src: drawing("/images/courses/company-formation.svg"),
    });
  });

  test("may name a cover in public/, which the pages show at its own size", () => {
    const content = loadContent(
      writeContent({
        "courses/company-formation.md": courseFile({ extra: "cover: /images/courses/formation.svg" }),
        "../public/images/courses/formation.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"/>',
      }),
      {},
    );
    expect(content.courses[0]?.cover).toEqual({ src: "/images/courses/formation.svg", width: 800, height: 450 });
  });

  test("a photo as its cover is sized as its largest copy and handed to Astro's image service", async () => {
    const root = writeContent({
      "courses/company-formation.md": courseFile({ extra: "cover: /images/courses/formation.jpg" }),
    });
    await sharp({ create: { width: 3000, height: 1688, channels: 3, background: "#2a5b8c" } })
      .jpeg()
      .toFile(path.join(root, "public/images/courses/formation.jpg"));
    const cover = loadContent(root, {}).courses[0]?.cover;
    // app/lib/photos.ts gives a page its copies (e2e/content/content-build.spec.ts).
    expect(cover).toEqual({
      src: "/images/courses/formation.jpg",
      width: 1536,
      height: 864,
      photoSource: path.join(root, "public/images/courses/formation.jpg"),
    });
  });

  test("may name an https checkout page as its paymentLink", () => {
    const link = "https://buy.stripe.com/test_00g5kF";
    const content = loadContent(
      writeContent({ "courses/company-formation.md": courseFile({ extra: `paymentLink: ${link}` }) }),
      {},
    );
    expect(content.courses[0].paymentLink).toBe(link);
  });
});

// The specification's four courses (the one table of its facts, scripts/content/spec-facts.ts), written into course
// files of this test's own: the loader can state them word for word, whatever the owner's catalogue is.
test("the specification's four courses, written as course files, read and show word for word as it writes them", () => {
  const files = Object.fromEntries(
    SPEC_COURSES.map((spec) => {
      const weeks = Number.parseInt(spec.duration, 10);
      const file = courseFile({ id: Number(spec.id), price: spec.price.slice(1), category: spec.category })
        .replace(/^title: .*$/m, `title: "${spec.title}"`)
        .replace(/^duration: .*$/m, `duration: ${spec.duration}`)
        .replace(/^level: .*$/m, `level: ${spec.level}`)
        .replace(/^rating: .*$/m, `rating: ${spec.rating}`)
        .replace(/^students: .*$/m, `students: ${spec.students}`)
        .replace(
          /^curriculum:\n(?: {2}.*\n)+/m,
          `curriculum:\n${Array.from({ length: weeks }, (_, week) => `  - title: Week ${week + 1}\n    lectures:\n      - { title: "Lesson", minutes: 25, type: video }\n`).join("")}`,
        );
      return [`courses/course-${spec.id}.md`, file];
    }),
  );
  const { courses } = loadContent(writeContent(files), {});
  expect(
    courses.map(pickSpecCourseFacts),
  ).toEqual(SPEC_COURSES);
});

describe("a broken course file stops the build with one line per problem", () => {
  test("a price written with its currency sign", () => {
    expect(problemsOf({ "courses/company-formation.md": courseFile({ price: '"$250"' }) })).toEqual([
      'content/courses/company-formation.md, line 6: price: expected a number, got "$250"',
    ]);
  });

  test("a misspelt field names its line, the fields allowed and the nearest one", () => {
    expect(problemsOf({ "courses/company-formation.md": courseFile({ extra: "pricee: 10" }) })).toEqual([
      expect.stringMatching(/^content\/courses\/company-formation\.md, line 23: pricee: unknown field \(did you mean price\? the fields here: id, title, /),
    ]);
  });

  test("study hours far from the curriculum's total name both numbers", () => {
    const file = courseFile().replace("weeklyHours: { min: 0.5, max: 1 }", "weeklyHours: { min: 3, max: 4 }");
    expect(problemsOf({ "courses/company-formation.md": file })).toEqual([
      "content/courses/company-formation.md, line 13: weeklyHours: 3 to 4 hours a week, but the curriculum's lectures add up to 0 h 25 min over 1 week, about 0.4 hours a week: change weeklyHours or the lectures' minutes",
    ]);
  });

  test("an unknown field", () => {
    expect(problemsOf({ "courses/company-formation.md": courseFile({ extra: "discount: 10" }) })).toEqual([
      "content/courses/company-formation.md, line 23: discount: unknown field (the fields here: id, title, shortTitle, category, price, sale, cohorts, enrolment, preview, duration, level, rating, students, features, instructor, weeklyHours, curriculum, requirements, audience, faq, retired, paymentLink, cover)",
    ]);
  });

  test("a missing required field", () => {
    expect(problemsOf({ "courses/company-formation.md": courseFile({ omit: "title" }) })).toEqual([
      "content/courses/company-formation.md: title: missing: expected a text",
    ]);
  });

  test("an id that another course already has", () => {
    expect(
      problemsOf({
        "courses/company-formation.md": courseFile(),
        "courses/formation-copy.md": courseFile(),
      }),
    ).toEqual([
      // Both files: the build cannot tell which one the owner added or changed.
      "content/courses/company-formation.md and content/courses/formation-copy.md: id: both files have 2: change one of them (ids in use: 2)",
    ]);
  });

  test("a category that does not exist", () => {
    expect(problemsOf({ "courses/company-formation.md": courseFile({ category: "Marketing" }) })).toEqual([
      'content/courses/company-formation.md, line 5: category: expected one of "Entrepreneurship", "Business Setup", "Global Expansion", "Growth & Investment", got "Marketing"',
    ]);
  });

  test("an instructor who is not in content/instructors.yml", () => {
    const file = courseFile().replace("instructor: Daniel Okafor", "instructor: Jane Doe");
    expect(problemsOf({ "courses/company-formation.md": file })).toEqual([
      'content/courses/company-formation.md: instructor: unknown instructor "Jane Doe" (content/instructors.yml has "Daniel Okafor")',
    ]);
  });

  test("a payment link that is not an https address", () => {
    const extra = "paymentLink: http://buy.stripe.com/test_00g5kF";
    expect(problemsOf({ "courses/company-formation.md": courseFile({ extra }) })).toEqual([
      'content/courses/company-formation.md, line 23: paymentLink: expected a web address starting with https://, got "http://buy.stripe.com/test_00g5kF"',
    ]);
  });

  test("a cover with no file in public/, at its line", () => {
    const file = courseFile().replace("level:", "cover: /images/courses/formation.jpg\nlevel:");
    expect(problemsOf({ "courses/company-formation.md": file })).toEqual([
      "content/courses/company-formation.md, line 8: cover: there is no file public/images/courses/formation.jpg: put the picture in public/images/courses/ (the editor's image button does) or correct the path",
    ]);
  });

  test("a cover that is not a picture", () => {
    expect(
      problemsOf({
        "courses/company-formation.md": courseFile({ extra: "cover: /images/courses/notes.txt" }),
        "../public/images/courses/notes.txt": "Ideas for the cover",
      }),
    ).toEqual([
      "content/courses/company-formation.md, line 23: cover: public/images/courses/notes.txt is not a picture the site can show (JPEG, PNG, WebP, AVIF, GIF or SVG with a size)",
    ]);
  });

  test("a curriculum without one week per week of the duration", () => {
    const file = courseFile().replace("duration: 1 week", "duration: 2 weeks");
    expect(problemsOf({ "courses/company-formation.md": file })).toEqual([
      'content/courses/company-formation.md: curriculum: expected 2 weeks, one for each week of the duration "2 weeks", got 1',
    ]);
  });

  test("a cohort course promising the learner's own pace, at each field that says so (issue 40)", () => {
    const selfPaced = courseFile({ extra: "cohorts: [{ starts: 2027-01-12 }]" })
      .replace("[Registration walkthrough, Cash-flow spreadsheet]", "[Registration walkthrough, Self-paced lessons]")
      .replace("carries our {promises.guarantee.titleCase}.", "carries our {promises.guarantee.titleCase}, at your own pace.")
      .replace("Set up your company on solid ground.", "Set up your company on solid ground, im eigenen Tempo.");
    expect(problemsOf({ "courses/company-formation.md": selfPaced })).toEqual([
      'content/courses/company-formation.md: description: says "eigenen Tempo", but the course has dated cohorts and keeps their schedule: reword it, or remove the cohorts',
      'content/courses/company-formation.md, line 12: features[1]: says "Self-paced", but the course has dated cohorts and keeps their schedule: reword it, or remove the cohorts',
      'content/courses/company-formation.md, line 22: faq[0].answer: says "at your own pace", but the course has dated cohorts and keeps their schedule: reword it, or remove the cohorts',
    ]);
    // Without cohorts the same words are the specification's promise.
    expect(problemsOf({ "courses/company-formation.md": selfPaced.replace("cohorts: [{ starts: 2027-01-12 }]\n", "") })).toEqual([]);
  });

  test("a description missing, in several paragraphs or in Markdown", () => {
    const base = courseFile();
    const front = base.slice(0, base.lastIndexOf("---\n") + 4);
    expect(
      problemsOf({
        "courses/a-empty.md": front.replace("id: 2", "id: 1"),
        "courses/b-paragraphs.md": `${front}\nFirst paragraph.\n\nSecond paragraph.\n`,
        "courses/c-markdown.md": `${front.replace("id: 2", "id: 3")}\nSet up your company **on solid ground**.\n`,
      }),
    ).toEqual([
      "content/courses/a-empty.md: description: missing: write it below the front matter, as one paragraph",
      "content/courses/b-paragraphs.md: description: expected one paragraph, got several (remove the empty lines)",
      "content/courses/c-markdown.md: description: expected plain text: it is shown as written, so Markdown marks (**, #, [links](…), `) would show",
    ]);
  });

  test("every problem of every file at once, in the build's message", () => {
    const content = writeContent({
      "courses/company-formation.md": courseFile({ price: '"$250"', category: "Marketing" }),
      "courses/Intro Course.md": courseFile({ id: 1, extra: "discount: 10" }),
    });
    expect(() => loadContent(content, {})).toThrow(
      [
        "The content has 4 problems:",
        "  content/courses/Intro Course.md: expected a file name of lowercase words joined by dashes, such as company-formation.md",
        "  content/courses/Intro Course.md, line 23: discount: unknown field (the fields here: id, title, shortTitle, category, price, sale, cohorts, enrolment, preview, duration, level, rating, students, features, instructor, weeklyHours, curriculum, requirements, audience, faq, retired, paymentLink, cover)",
        '  content/courses/company-formation.md, line 5: category: expected one of "Entrepreneurship", "Business Setup", "Global Expansion", "Growth & Investment", got "Marketing"',
        '  content/courses/company-formation.md, line 6: price: expected a number, got "$250"',
      ].join("\n"),
    );
  });
});

describe("content/instructors.yml", () => {
  test("names each instructor once", () => {
    const instructors = `${INSTRUCTORS}  - name: Daniel Okafor\n    title: Instructor\n    bio: [Another one.]\n`;
    expect(
      problemsOf({ "instructors.yml": instructors, "courses/company-formation.md": courseFile() }),
    ).toEqual(['content/instructors.yml: instructors[1].name: "Daniel Okafor" is already the name of instructors[0]']);
  });

  test("an instructor without a photo is shown with the site's illustrated instructor, a file of public/", () => {
    const content = loadContent(writeContent({ "courses/company-formation.md": courseFile() }), {});
    expect(content.courseDetails["2"]?.instructor.photo).toEqual({
      ...DEFAULT_INSTRUCTOR_PHOTO,
      src: drawing(DEFAULT_INSTRUCTOR_PHOTO.src),
    });
    const file = readFileSync(path.join(contentRoot(), "public", DEFAULT_INSTRUCTOR_PHOTO.src));
    expect(imageSize(file)).toMatchObject({
      width: DEFAULT_INSTRUCTOR_PHOTO.width,
      height: DEFAULT_INSTRUCTOR_PHOTO.height,
    });
  });

  test("a photo with no file in public/, at its line", () => {
    const instructors = `${INSTRUCTORS}  - name: Amara Lind\n    title: Instructor\n    bio: [Another one.]\n    photo: /images/instructors/amara.jpg\n`;
    expect(
      problemsOf({ "instructors.yml": instructors, "courses/company-formation.md": courseFile() }),
    ).toEqual([
      "content/instructors.yml, line 9: instructors[1].photo: there is no file public/images/instructors/amara.jpg: put the picture in public/images/instructors/ (the editor's image button does) or correct the path",
    ]);
  });
});

test("a catalogue without courses is a problem", () => {
  expect(problemsOf({})).toEqual(["content/courses: no course files: the catalogue needs at least one"]);
});

test("a retired course leaves the catalogue and its counts, and keeps its id and title for its old address", () => {
  const content = loadContent(
    writeContent({
      "courses/intro.md": courseFile({ id: 1 }),
      "courses/company-formation.md": courseFile({ extra: "retired: true" }),
    }),
    {},
  );
  expect(content.courses.map((course) => course.id)).toEqual(["1"]);
  expect(content.retiredCourses).toEqual([{ id: "2", title: "Company Formation, Trade & Financial Management" }]);
  expect(content.courseDetails).not.toHaveProperty("2");
  expect(content.courseFiles["2"]).toBe("content/courses/company-formation.md");
});

test("a catalogue whose every course is retired is a problem", () => {
  expect(problemsOf({ "courses/intro.md": courseFile({ id: 1, extra: "retired: true" }) })).toEqual([
    "content/courses: every course is retired: the catalogue needs at least one course without `retired: true`",
  ]);
});

test("prices read as the site's currency writes them, cents only where there are some", () => {
  expect(formatPrice(250, "USD", "en")).toBe("$250");
  expect(formatPrice(1299.5, "USD", "en")).toBe("$1,299.50");
  expect(formatPrice(250, "EUR", "en")).toBe("€250");
  expect(formatPrice(1299.5, "EUR", "de")).toBe("1.299,50\u00a0€");
  expect(formatPrice(497, "USD", "de")).toBe("497\u00a0$");
});
