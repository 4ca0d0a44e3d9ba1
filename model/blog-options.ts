// Apart from model/schemas/blog.ts so that pages list the options without loading the schema library.
import type { KeysIn } from "./ui-texts.ts";

/** SPEC section 5, in the order of the filter buttons. */
export const ARTICLE_CATEGORIES = [
  "Technology",
  "Education",
  "Career",
  "Learning Tips",
  "Industry News",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Each category's label in the interface's texts (and "All" of the filter): the URL and files keep the English name. */
export const BLOG_CATEGORY_LABELS = {
  All: "blog.categoryAll",
  Technology: "blog.categoryTechnology",
  Education: "blog.categoryEducation",
  Career: "blog.categoryCareer",
  "Learning Tips": "blog.categoryLearningTips",
  "Industry News": "blog.categoryIndustryNews",
} as const satisfies Record<"All" | ArticleCategory, KeysIn<"blog">>;

export const BLOG_FEED_PATH = "/blog/rss.xml";
