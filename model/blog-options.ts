// Apart from model/schemas/blog.ts so that pages list the options without loading the schema library.

/** SPEC section 5, in the order of the filter buttons. */
export const ARTICLE_CATEGORIES = [
  "Technology",
  "Education",
  "Career",
  "Learning Tips",
  "Industry News",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const BLOG_FEED_PATH = "/blog/rss.xml";
