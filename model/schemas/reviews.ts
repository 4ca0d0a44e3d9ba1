import { z } from "zod";

import { isoDate, text } from "./fields.ts";

export const reviewSchema = z.strictObject({
  /**
   * The course file's name without .md, as {course:…} references write it: e-export. A name, not words: the same in
   * every language (its pattern keeps it out of translations and the editor's translated fields).
   */
  course: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "expected a course file's name without .md, such as pricing-for-profit",
    ),
  name: text,
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

export type Review = Omit<ReviewFile, "course"> & {
  courseId: string;
  text: string;
};
