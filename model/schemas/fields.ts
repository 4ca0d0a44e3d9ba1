import { z } from "zod";

import type { PreparedImage } from "../images.ts";

/** A text that says something: blank or only spaces is a problem. */
export const text = z.string().trim().min(1, "expected a text, got an empty one");

/** A calendar date as the owner writes it in YAML (2026-10-27); kept as that text, checked to be a real day. */
export const isoDate = z.iso.date({ error: "expected a date written as YYYY-MM-DD" });

export const textList = z.array(text).min(1, "expected at least one item");

/** The path of a picture in public/, as the pages address it: /images/courses/my-course.jpg. */
export function picturePath(example: string) {
  return z
    .string()
    .regex(/^\/[^/\s]\S*$/, `expected the path of a file in public/, such as ${example}`)
    .meta({ widget: "image" });
}

/** A picture as the pages show it: its address and its size in pixels, which the page reserves before it loads. */
export type Picture = PreparedImage;
