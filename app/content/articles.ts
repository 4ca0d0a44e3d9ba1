// No runtime imports: the blog's filters run in the browser and in the browser tests, and the content schema
// (scripts/content/collections/blog.ts) reads the categories at build time. The posts themselves are the files of
// content/blog/, served to the pages by app/content/blog.ts.

/** SPEC section 5: the blog's categories, in the order of its filter buttons; every post is in one of them. */
export const ARTICLE_CATEGORIES = [
  "Technology",
  "Education",
  "Career",
  "Learning Tips",
  "Industry News",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export type { Article, ArticleImage, ArticleLink, BlogPost } from "../../scripts/content/collections/blog.ts";

/** What the blog is about: its page lead and its RSS feed's description. */
export const BLOG_DESCRIPTION =
  "Practical articles on starting, running and growing a business, and on learning well online.";

/** Where the blog's RSS 2.0 feed is built (app/pages/blog/rss.xml.ts). */
export const BLOG_FEED_PATH = "/blog/rss.xml";
