import { ARTICLE_BODIES } from "~/content/article-bodies";
import { findArticle } from "./articles";
import { buildBlogPostingJsonLd } from "./page-structured-data";

/**
 * What an article page adds to the article's card: its body and its BlogPosting structured data, for the route's
 * loaders (the prerender, or the client on a visit from another page). An unknown slug has neither.
 */
export function readArticlePage(slug: string | undefined) {
  const article = findArticle(slug);
  return {
    body: (article && ARTICLE_BODIES[article.slug]) || [],
    jsonLd: article ? buildBlogPostingJsonLd(article) : null,
  };
}
