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
