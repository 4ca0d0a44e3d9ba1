// An owner's second month, as issue 34 tried it from the guides alone; each edit is one content/README.md describes.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { parseDocument } from "yaml";

export type OwnerEdit = {
  edit: string;
  apply: (root: string) => void | Promise<void>;
};

export const OWNER_CONTENT = {
  name: "Harbour Lane Academy",
  currency: "GBP",
  renamedCourse: {
    file: "content/courses/entrepreneurship.md",
    title: "Starting Up: From Idea to First Sale",
  },
  removedCourse: "content/courses/e-export.md",
  newCourse: {
    file: "content/courses/bookkeeping-basics.md",
    id: 5,
    title: "Bookkeeping Basics for Founders",
  },
  newInstructor: "Priya Raman",
  post: { slug: "our-first-cohort", photo: "/images/blog/our-first-cohort.jpg" },
  /** A phone's 12-megapixel picture. */
  photoSize: { width: 4000, height: 3000 },
} as const;

function listTextFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .map((name) => path.join(folder, name));
}

function editText(root: string, file: string, change: (text: string) => string) {
  const absolute = path.join(root, file);
  writeFileSync(absolute, change(readFileSync(absolute, "utf8")));
}

/** Keeps the file's comments, as an owner's text editor would. */
function editYaml(root: string, file: string, values: Record<string, unknown>) {
  editText(root, file, (text) => {
    const document = parseDocument(text);
    for (const [key, value] of Object.entries(values)) document.setIn(key.split("."), value);
    return document.toString();
  });
}

/** Noise compresses badly, as a photo does. */
async function writePhoto(file: string) {
  const { default: sharp } = await import("sharp");
  const { width, height } = OWNER_CONTENT.photoSize;
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toFile(file);
}

export const OWNER_EDITS: ReadonlyArray<OwnerEdit> = [
  {
    edit: "rebrand to a British business: name, currency, promises (content/site.yml)",
    apply: (root) =>
      editYaml(root, "content/site.yml", {
        name: OWNER_CONTENT.name,
        email: "hello@harbourlane.co.uk",
        phone: "+44 20 7946 0000",
        address: "12 Harbour Lane, Bristol BS1 4RN, United Kingdom",
        url: "https://harbourlane.co.uk",
        currency: OWNER_CONTENT.currency,
        "promises.replyTime": "12 hours",
        "promises.supportResponseTime": "4 hours",
        "promises.phoneHours": "Mon-Fri 8AM-5PM GMT",
        "promises.applicationReplyTime": "10 business days",
        "promises.refundWindow": "14 days",
        "promises.refundProcessing": "3-5 business days",
        "promises.refundProgressLimit": "25%",
      }),
  },
  {
    // As the guide says: delete the file, then name another course where a text named it (the build lists them).
    edit: "remove a course (delete its file, and name another course where a text named it)",
    apply: (root) => {
      rmSync(path.join(root, OWNER_CONTENT.removedCourse));
      const removed = `{course:${path.basename(OWNER_CONTENT.removedCourse, ".md")}`;
      for (const file of listTextFiles(path.join(root, "content")))
        editText(root, path.relative(root, file), (text) =>
          text.replaceAll(removed, "{course:growth-investment"),
        );
    },
  },
  {
    edit: "rebrand: another brand colour, logo and headings' typeface (content/brand.yml)",
    apply: (root) => {
      writeFileSync(
        path.join(root, "public/images/brand/harbour-lane.svg"),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#1e3a8a"/><path d="M7 19h18l-4 6H11Z" fill="#fff"/></svg>',
      );
      const file = path.join(root, "content/brand.yml");
      const document = parseDocument(readFileSync(file, "utf8"));
      document.setIn(["colors", "brand"], "#1e3a8a");
      document.setIn(["logo"], "/images/brand/harbour-lane.svg");
      document.setIn(["headingFont"], "source-serif-4");
      writeFileSync(file, document.toString());
    },
  },
  {
    edit: "rename a course (its title and short title)",
    apply: (root) =>
      editText(root, OWNER_CONTENT.renamedCourse.file, (text) =>
        text
          .replace(/^title: .*$/m, `title: "${OWNER_CONTENT.renamedCourse.title}"`)
          .replace(/^shortTitle: .*$/m, "shortTitle: Starting Up"),
      ),
  },
  {
    edit: "add an instructor (content/instructors.yml)",
    apply: (root) =>
      editText(
        root,
        "content/instructors.yml",
        (text) =>
          `${text.trimEnd()}\n  - name: ${OWNER_CONTENT.newInstructor}\n    title: Finance Instructor\n    bio:\n      - Priya kept the books of forty small companies before she taught others to keep their own.\n`,
      ),
  },
  {
    edit: "add a fifth course taught by the new instructor (a copy of a course file)",
    apply: (root) => {
      const { file, id, title } = OWNER_CONTENT.newCourse;
      const text = readFileSync(path.join(root, "content/courses/company-formation.md"), "utf8")
        .replace(/^id: .*$/m, `id: ${id}`)
        .replace(/^title: .*$/m, `title: ${title}`)
        .replace(/^shortTitle: .*$/m, "shortTitle: Bookkeeping Basics")
        .replace(/^price: .*$/m, "price: 249")
        .replace(/^instructor: .*$/m, `instructor: ${OWNER_CONTENT.newInstructor}`);
      writeFileSync(path.join(root, file), text);
    },
  },
  {
    edit: "post an article with a phone photo in its front matter and its text",
    apply: async (root) => {
      const { slug, photo } = OWNER_CONTENT.post;
      await writePhoto(path.join(root, "public", photo));
      writeFileSync(
        path.join(root, "content/blog", `${slug}.md`),
        [
          "---",
          "title: Our First Cohort in the New Studio",
          "excerpt: Twelve founders, one long table and a whiteboard full of prices.",
          "date: 2026-11-20",
          "category: Education",
          "tags: [Community, Small Business]",
          `author: ${OWNER_CONTENT.newInstructor}`,
          `image: ${photo}`,
          "---",
          "",
          "Our first cohort met in the new studio this week.",
          "",
          `![Founders around the studio's long table](${photo})`,
          "",
          "Next month we start the bookkeeping course.",
          "",
        ].join("\n"),
      );
    },
  },
];

export async function applyOwnerEdits(root: string) {
  for (const { apply } of OWNER_EDITS) await apply(root);
}
