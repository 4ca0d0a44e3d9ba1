import { type ReviewFile, reviewSchema } from "../../../model/schemas/reviews.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { type ContentFiles, slugOf } from "../files.ts";
import { COURSES_FOLDER } from "./courses.ts";

export const REVIEWS_FOLDER = "content/reviews";

export const reviewsCollection: CollectionDescriptor = {
  name: "reviews",
  label: "Reviews",
  description:
    "One file per review of a course: who wrote it, the stars and the text. A course's rating is the mean of its reviews.",
  files: { kind: "folder", folder: REVIEWS_FOLDER, body: "The review's text, as the reviewer wrote it" },
  schema: reviewSchema,
};

/** A review read from its file, its course still named by file name. */
export type ReviewEntry = ReviewFile & { text: string };

/** content/reviews/*.md, checked (course names a course file, a text below the front matter), newest first. */
export function loadReviews(files: ContentFiles): ReviewEntry[] {
  const courses = new Set(files.list(COURSES_FOLDER, ".md").map(slugOf));
  const reviews = files.list(REVIEWS_FOLDER, ".md").flatMap((file) => {
    const markdown = files.readMarkdown(file, { plainBody: true });
    const review =
      markdown &&
      files.problems.parse(
        reviewSchema,
        markdown.data,
        file,
        () => undefined,
        (field) => files.lineOfField(file, field.split(".")),
      );
    if (!markdown || !review) return [];
    const text = markdown.body.trim();
    if (!courses.has(review.course)) {
      const known = [...courses].join(", ");
      files.problems.add({
        file,
        line: files.lineOfField(file, ["course"]),
        field: "course",
        message: `no course file content/courses/${review.course}.md (the course files are ${known})`,
      });
      return [];
    }
    if (!text) {
      files.problems.add({ file, message: "the review's text (below the front matter) is empty" });
      return [];
    }
    return [{ ...review, text }];
  });
  return reviews.sort((a, b) => b.date.localeCompare(a.date));
}
