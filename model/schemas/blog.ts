import { z } from "zod";

import { ARTICLE_CATEGORIES, type ArticleCategory } from "../blog-options.ts";
import type { PreparedImage } from "../images.ts";
import { text } from "./fields.ts";

// A post of content/blog/: the schema of its front matter and what the pages receive (scripts/content/collections/blog.ts loads it).

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
  /** A picture in public/ shown at 16:9, such as /images/blog/my-post.jpg (resized at build); default /images/blog/{slug}.svg. */
  image: z
    .string()
    .regex(/^\/[^/\s]\S*$/, "expected the path of a file in public/, such as /images/blog/my-post.svg")
    .optional(),
  /** How often the post was read, as a whole number; the cards show it rounded ("2.3k views"). */
  views: z.number().int().nonnegative().optional(),
});

export type BlogPostFile = z.output<typeof blogPostSchema>;
/** A post's picture, prepared by the content's image pipeline (resized copies for a photo). */
export type ArticleImage = PreparedImage;

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
  /** "3 min read", in English (the share images write it); the pages say `readMinutes` in their language. */
  readTime: string;
  /** The read time in minutes, at least 1. */
  readMinutes: number;
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
