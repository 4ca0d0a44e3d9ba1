// No imports, so that the build script and the pages share this one file.

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const FOLDER = "/images/share";

/** The site's own card (brand name and course count): every page without an image of its own. */
export function siteShareImagePath() {
  return `${FOLDER}/site.png`;
}

export function courseShareImagePath(course: { id: string }) {
  return `${FOLDER}/course-${course.id}.png`;
}

export function articleShareImagePath(article: { slug: string }) {
  return `${FOLDER}/blog/${article.slug}.png`;
}

/** A course page's image and its text, which says what the card shows. */
export function courseShareImage(course: {
  id: string;
  title: string;
  category: string;
  price: string;
  duration: string;
}) {
  return {
    path: courseShareImagePath(course),
    alt: `${course.title}: a ${course.category} course, ${course.price}, ${course.duration}`,
  };
}

export function articleShareImage(article: { slug: string; title: string; category: string }) {
  return { path: articleShareImagePath(article), alt: `${article.title}: an article on ${article.category}` };
}
