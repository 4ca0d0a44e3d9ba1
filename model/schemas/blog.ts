import { z } from "zod";

import { ARTICLE_CATEGORIES, type ArticleCategory } from "../blog-options.ts";
import type { PreparedImage } from "../images.ts";
import { text } from "./fields.ts";

export const blogPostSchema = z.strictObject({
  title: text,
  excerpt: text,
  date: z.iso.date({ error: "expected a date written YYYY-MM-DD, such as 2026-10-27" }),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(text).min(1, "expected at least one tag"),
  author: text,
  /** `true` shows the post as the blog's Featured Article; without one, the newest post is featured. */
  featured: z.boolean().optional(),
  /** Shown at 16:9 and resized at build; default /images/blog/{slug}.svg. */
  image: z
    .string()
    .regex(/^\/[^/\s]\S*$/, "expected the path of a file in public/, such as /images/blog/my-post.svg")
    .optional(),
  views: z.number().int().nonnegative().optional(),
});

export type BlogPostFile = z.output<typeof blogPostSchema>;
export type ArticleImage = PreparedImage;

export type Article = {
  /** 1 for the newest post, counting back in time. */
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  category: ArticleCategory;
  /** "3 min read", in English (the share images write it); the pages say `readMinutes` in their language. */
  readTime: string;
  readMinutes: number;
  views: string | null;
  image: ArticleImage;
  tags: ReadonlyArray<string>;
  featured: boolean;
};

export type BlogPost = Article & { html: string };

export type ArticleLink = Pick<Article, "slug" | "title">;
