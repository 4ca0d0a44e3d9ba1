import { z } from "zod";

import { type Picture, picturePath, text } from "./fields.ts";

// content/instructors.yml: its schema and what the pages receive (scripts/content/collections/instructors.ts loads it).

export const instructorSchema = z.strictObject({
  /** How a course file names its instructor (`instructor: Daniel Okafor`). */
  name: text,
  /** The role shown after the name: "Founder & Lead Instructor". */
  title: text,
  /** The biography, one text per paragraph. */
  bio: z.array(text).min(1, "expected at least one paragraph"),
  /** A square portrait, a file in public/; default: the site's illustrated instructor. */
  photo: picturePath("/images/instructors/daniel-okafor.jpg").optional(),
});

/** content/instructors.yml: everyone who teaches a course; the first is the lead instructor. */
export const instructorsSchema = z.strictObject({
  instructors: z.array(instructorSchema).min(1, "expected at least one instructor"),
});
/** An instructor as the pages show one: the file's entry, with the company they teach for (the site's name). */
export type Instructor = Omit<z.output<typeof instructorSchema>, "photo"> & {
  company: string;
  /** The file's `photo`, or the site's illustrated instructor when it names none. */
  photo: Picture;
};

export type Instructors = readonly [Instructor, ...Instructor[]];
