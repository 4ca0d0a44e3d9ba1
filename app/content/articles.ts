// No runtime imports: the blog's filters run in the browser and in the browser tests. The posts themselves are the
// files of content/blog/, served to the pages by app/content/blog.ts.

export { ARTICLE_CATEGORIES, type ArticleCategory } from "../../model/blog-options.ts";
export type { Article, ArticleImage, ArticleLink, BlogPost } from "../../model/schemas/blog.ts";

/** What the blog is about: its page lead and its RSS feed's description. */
export const BLOG_DESCRIPTION =
  "Practical articles on starting, running and growing a business, and on learning well online.";

/** Where the blog's RSS 2.0 feed is built (app/pages/blog/rss.xml.ts). */
export const BLOG_FEED_PATH = "/blog/rss.xml";
