import { existsSync } from "node:fs";
import path from "node:path";

import { type BlogPost, blogPostSchema } from "../../../model/schemas/blog.ts";
import type { CollectionDescriptor } from "../collection.ts";
import type { ContentFiles } from "../files.ts";
import { readMarkdownFolder } from "../folder.ts";
import { countWords, renderMarkdown } from "../markdown.ts";

export const BLOG_FOLDER = "content/blog";

/** The read time's pace: "3 min read" is the body's words at this many a minute, rounded up. */
export const WORDS_PER_MINUTE = 200;

/** The illustration of a post that names none and has no /images/blog/{slug}.svg of its own. */
export const FALLBACK_ARTICLE_IMAGE = "/images/blog/post.svg";

export const blogCollection: CollectionDescriptor = {
  name: "blog",
  label: "Blog posts",
  description: "The blog's articles: one file per post, its address /blog/{file name}.",
  files: { kind: "folder", folder: BLOG_FOLDER, body: "The article, in Markdown" },
  schema: blogPostSchema,
};

/** The minutes to read this many words at WORDS_PER_MINUTE, rounded up, at least one. */
export function countReadMinutes(words: number) {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "3 min read": the words at WORDS_PER_MINUTE, rounded up, at least one minute. */
export function formatReadTime(words: number) {
  return `${countReadMinutes(words)} min read`;
}

/** 950 → "950", 2300 → "2.3k", 2000 → "2k", 1250000 → "1.3M". */
export function formatViews(views: number) {
  const [divisor, unit] = views >= 1_000_000 ? [1_000_000, "M"] : views >= 1000 ? [1000, "k"] : [1, ""];
  return `${Number((views / divisor).toFixed(divisor === 1 ? 0 : 1))}${unit}`;
}

/**
 * Every post of content/blog/, newest first (the same day: by file name), with its derived read time, id, image
 * and featured flag and its body compiled to HTML. Problems: a file name that is not an address, a picture that
 * is not in public/, two posts with the same title (their cards and links would read the same), two featured.
 */
export function loadBlog(files: ContentFiles): BlogPost[] {
  const problems = files.problems;
  const read = readMarkdownFolder(files, BLOG_FOLDER, blogPostSchema, {
    address: "/blog/",
    example: "my-first-post.md",
  });

  problems.checkUnique(
    read.map(({ file, data }) => ({ file, item: data })),
    "title",
  );
  const featured = read.filter(({ data }) => data.featured);
  for (const extra of featured.slice(1)) {
    problems.add({
      file: extra.file,
      field: "featured",
      message: `only one post can be featured, and ${featured[0]?.file} already is`,
    });
  }

  const newestFirst = [...read].sort(
    (a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug),
  );
  const featuredSlug = (featured[0] ?? newestFirst[0])?.slug;
  return newestFirst.map(({ file, slug, data, body }, index) => ({
    id: index + 1,
    slug,
    title: data.title,
    excerpt: data.excerpt,
    author: data.author,
    date: data.date,
    category: data.category,
    readTime: formatReadTime(countWords(body)),
    readMinutes: countReadMinutes(countWords(body)),
    views: data.views === undefined ? null : formatViews(data.views),
    image: prepareImage(files, file, slug, data.image),
    tags: data.tags,
    featured: slug === featuredSlug,
    html: renderMarkdown(body, { files, file }),
  }));
}

/**
 * The post's picture, checked by ./images.ts: the one it names (which must exist), its own
 * /images/blog/{slug}.svg, or the blog's. The cards and the article page show it at 16:9, cropped to fit.
 */
function prepareImage(files: ContentFiles, file: string, slug: string, image: string | undefined) {
  const own = `/images/blog/${slug}.svg`;
  const src =
    image ?? (existsSync(path.join(files.root, "public", own)) ? own : FALLBACK_ARTICLE_IMAGE);
  const prepared = files.images.prepare(src, "/images/blog/my-post.jpg");
  if ("image" in prepared) return prepared.image;
  // The field already names the image: its problem without "the image {src}: ".
  files.problems.add({ file, field: "image", message: prepared.problem.replace(`the image ${src}: `, "") });
  return { src, width: 1200, height: 675 };
}
