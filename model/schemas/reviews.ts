import { z } from "zod";

import { isoDate, text } from "./fields.ts";

// A review of content/reviews/: the schema of its front matter and what the pages receive (scripts/content/collections/reviews.ts loads it).

/** The front matter of content/reviews/{name}.md; the Markdown body is the review's text. */
export const reviewSchema = z.strictObject({
  /** The course file's name without .md, as {course:…} references write it: e-export. */
  course: text,
  name: text,
  /** Who the reviewer is: "Founder, Lumen Studio". */
  role: text.optional(),
  rating: z
    .int({ error: "expected a whole number of stars from 1 to 5" })
    .min(1, "expected 1 to 5")
    .max(5, "expected 1 to 5"),
  date: isoDate,
  /** Also shown as a testimonial on the home page and the course page. */
  featured: z.boolean().optional(),
});

export type ReviewFile = z.output<typeof reviewSchema>;

/** A review as the pages show it. */
export type Review = Omit<ReviewFile, "course"> & {
  /** The reviewed course's id: "2". */
  courseId: string;
  /** The body, plain text; paragraphs separated by an empty line. */
  text: string;
};
