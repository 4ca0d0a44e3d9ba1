// The fixed options of a blog post (model/schemas/blog.ts), kept apart from the schema so that the pages can list
// them (the blog's filter buttons) without loading the schema library.

/** SPEC section 5: the blog's categories, in the order of its filter buttons; every post is in one of them. */
export const ARTICLE_CATEGORIES = [
  "Technology",
  "Education",
  "Career",
  "Learning Tips",
  "Industry News",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** What the blog is about: its page lead and its RSS feed's description. */
export const BLOG_DESCRIPTION =
  "Practical articles on starting, running and growing a business, and on learning well online.";

export const BLOG_FEED_PATH = "/blog/rss.xml";
