import { site } from "virtual:site-config";

import { BLOG_DESCRIPTION, BLOG_FEED_PATH } from "../../model/blog-options";
import { formatRfc822Date } from "../../model/dates";
import type { Article } from "../../model/schemas/blog";
import { articlePath } from "./find-article";
import { buildRssFeed } from "./rss";
import { buildCanonicalUrl } from "./seo";

/** The blog's RSS 2.0 feed: every article, newest first, with absolute links on the configured site URL. */
export function buildBlogFeed(articles: ReadonlyArray<Article>) {
  return buildRssFeed({
    title: `${site.name} Blog`,
    link: buildCanonicalUrl("/blog"),
    feedUrl: buildCanonicalUrl(BLOG_FEED_PATH),
    description: BLOG_DESCRIPTION,
    language: "en",
    items: articles.map((article) => ({
      title: article.title,
      url: buildCanonicalUrl(articlePath(article)),
      description: article.excerpt,
      pubDate: formatRfc822Date(article.date),
      author: article.author,
      categories: [article.category, ...article.tags],
    })),
  });
}
