import { z } from "zod";

import { type Picture, picturePath, text } from "./fields.ts";

export const instructorSchema = z.strictObject({
  /** How a course file names its instructor (`instructor: Daniel Okafor`). */
  name: text,
  title: text,
  bio: z.array(text).min(1, "expected at least one paragraph"),
  /** A square portrait, a file in public/; default: the site's illustrated instructor. */
  photo: picturePath("/images/instructors/daniel-okafor.jpg").optional(),
});

/** The first is the lead instructor. */
export const instructorsSchema = z.strictObject({
  instructors: z.array(instructorSchema).min(1, "expected at least one instructor"),
});
export type Instructor = Omit<z.output<typeof instructorSchema>, "photo"> & {
  company: string;
  photo: Picture;
};

export type Instructors = readonly [Instructor, ...Instructor[]];
