import type { RSSOptions } from "@astrojs/rss";
import { site } from "virtual:site-config";

import { BLOG_FEED_PATH } from "../../model/blog-options";
import { parseIsoDate } from "../../model/dates";
import { escapeHtml } from "../../model/escape-html";
import type { Article } from "../../model/schemas/blog";
import { type KeysIn, localPath, type Texts, translator } from "../../model/ui-texts";
import { articlePath } from "./find-article";
import { buildCanonicalUrl } from "./seo";

/**
 * The blog's RSS 2.0 feed for @astrojs/rss: every article, newest first, with absolute links on the site URL; its
 * title, description and language from the texts of its language, and its links to that language's pages.
 */
export function buildBlogFeed(
  articles: ReadonlyArray<Article>,
  texts: Texts<KeysIn<"blog" | "seo">>,
): RSSOptions {
  const t = translator(texts);
  const newest = articles[0];
  return {
    title: t("seo.feedTitle", { name: site.name }),
    description: t("blog.lead"),
    site: buildCanonicalUrl(localPath(texts, "/blog")),
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom", dc: "http://purl.org/dc/elements/1.1/" },
    customData: [
      `<atom:link href="${escapeHtml(buildCanonicalUrl(localPath(texts, BLOG_FEED_PATH)))}" rel="self" type="application/rss+xml"/>`,
      `<language>${escapeHtml(texts.lang)}</language>`,
      ...(newest ? [`<lastBuildDate>${parseIsoDate(newest.date).toUTCString()}</lastBuildDate>`] : []),
    ].join(""),
    items: articles.map((article) => ({
      title: article.title,
      link: buildCanonicalUrl(localPath(texts, articlePath(article))),
      description: article.excerpt,
      pubDate: parseIsoDate(article.date),
      categories: [article.category, ...article.tags],
      customData: `<dc:creator>${escapeHtml(article.author)}</dc:creator>`,
    })),
  };
}
