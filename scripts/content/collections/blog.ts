import { existsSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { ARTICLE_CATEGORIES, type ArticleCategory } from "../../../app/content/articles.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { text } from "../fields.ts";
import type { ContentFiles } from "../files.ts";
import { readMarkdownFolder } from "../folder.ts";
import { countWords, renderMarkdown } from "../markdown.ts";

export const BLOG_FOLDER = "content/blog";

/** The read time's pace: "3 min read" is the body's words at this many a minute, rounded up. */
export const WORDS_PER_MINUTE = 200;

/** Every post's illustration has this size (16:9): the cards and the article page reserve its space. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** The illustration of a post that names none and has no /images/blog/{slug}.svg of its own. */
export const FALLBACK_ARTICLE_IMAGE = "/images/blog/post.svg";


/** The front matter of content/blog/{slug}.md; the Markdown body is the article. */
export const blogPostSchema = z.strictObject({
  title: text,
  /** One or two sentences: the card's text, the page's lead and its description for search engines. */
  excerpt: text,
  /** The day of publication, YYYY-MM-DD: the blog lists the newest first. */
  date: z.iso.date({ error: "expected a date written YYYY-MM-DD, such as 2026-10-27" }),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(text).min(1, "expected at least one tag"),
  author: text,
  /** `true` shows the post as the blog's Featured Article; without one, the newest post is featured. */
  featured: z.boolean().optional(),
  /** A 1200×675 picture in public/, such as /images/blog/my-post.svg; default /images/blog/{slug}.svg. */
  image: z
    .string()
    .regex(/^\/[^/\s]\S*$/, "expected the path of a file in public/, such as /images/blog/my-post.svg")
    .optional(),
  /** How often the post was read, as a whole number; the cards show it rounded ("2.3k views"). */
  views: z.number().int().nonnegative().optional(),
});

export type BlogPostFile = z.output<typeof blogPostSchema>;

export const blogCollection: CollectionDescriptor = {
  name: "blog",
  label: "Blog posts",
  description: "The blog's articles: one file per post, its address /blog/{file name}.",
  files: { kind: "folder", folder: BLOG_FOLDER, body: "The article, in Markdown" },
  schema: blogPostSchema,
};

export type ArticleImage = { src: string; width: number; height: number };

/** A post as the blog's cards, the feed and the sitemap show it: everything but its text. */
export type Article = {
  /** 1 for the newest post, counting back in time. */
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Publication day, ISO 8601 (YYYY-MM-DD). */
  date: string;
  category: ArticleCategory;
  readTime: string;
  /** Rounded view count as displayed, e.g. "2.3k"; null when the file gives none. */
  views: string | null;
  image: ArticleImage;
  tags: ReadonlyArray<string>;
  /** The blog's Featured Article: the one marked `featured: true`, or else the newest. */
  featured: boolean;
};

/** A post with its text, compiled from Markdown at build time. */
export type BlogPost = Article & { html: string };

/** A neighbouring post, as the article page's previous and next links name it. */
export type ArticleLink = Pick<Article, "slug" | "title">;

/** "3 min read": the words at WORDS_PER_MINUTE, rounded up, at least one minute. */
export function formatReadTime(words: number) {
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
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
    views: data.views === undefined ? null : formatViews(data.views),
    image: { src: findImage(files, file, slug, data.image), ...ARTICLE_IMAGE_SIZE },
    tags: data.tags,
    featured: slug === featuredSlug,
    html: renderMarkdown(body, { files, file }),
  }));
}

/** The post's picture: the one it names (which must exist), its own /images/blog/{slug}.svg, or the blog's. */
function findImage(files: ContentFiles, file: string, slug: string, image: string | undefined) {
  const exists = (src: string) => existsSync(path.join(files.root, "public", src));
  if (image === undefined) {
    const own = `/images/blog/${slug}.svg`;
    return exists(own) ? own : FALLBACK_ARTICLE_IMAGE;
  }
  if (!exists(image)) {
    files.problems.add({ file, field: "image", message: `there is no file public${image}` });
  }
  return image;
}
