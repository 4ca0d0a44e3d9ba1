// The share images' addresses and texts, shared by the build's drawing (scripts/share-images.ts) and the pages.
import { nameCategory } from "./course-format.ts";
import type { CourseCategory } from "./course-options.ts";
import { type KeysIn, type Texts, translator } from "./ui-texts.ts";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const FOLDER = "/images/share";

/** The site's own card (brand name and course count): every page without an image of its own. */
export function siteShareImagePath(prefix = "") {
  return `${FOLDER}${prefix}/site.png`;
}

/** `prefix`: a further language's (`/de`), whose cards are drawn in its words under /images/share/de/. */
export function courseShareImagePath(course: { id: string }, prefix = "") {
  return `${FOLDER}${prefix}/course-${course.id}.png`;
}

export function articleShareImagePath(article: { slug: string }, prefix = "") {
  return `${FOLDER}${prefix}/blog/${article.slug}.png`;
}

/** A course page's image in the page's language and its text, which says what the card shows. */
export function courseShareImage(
  course: { id: string; title: string; category: CourseCategory; price: string; duration: string },
  texts: Texts<KeysIn<"course"> | "coursePage.shareImageAlt">,
) {
  const alt = translator(texts)("coursePage.shareImageAlt", {
    course: course.title,
    category: nameCategory(course.category, texts),
    price: course.price,
    duration: course.duration,
  });
  return { path: courseShareImagePath(course, texts.prefix), alt };
}

export function articleShareImage(article: { slug: string }, alt: string, prefix = "") {
  return { path: articleShareImagePath(article, prefix), alt };
}
