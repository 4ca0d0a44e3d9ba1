import type { HelpArticleLink } from "~/content/faqs";
import { HELP_ARTICLE_PAGES } from "~/content/help-articles";

import { findHelpArticle, findSiblingArticles } from "./find-help-article";

/**
 * A help article's page: its title, topic, summary, text (HTML) and related pages, and the other articles of its
 * topic, for the route's loaders (the prerender, or the client on a visit from another page). An unknown slug
 * has none.
 */
export function readHelpArticlePage(slug: string | undefined) {
  const page = findHelpArticle(HELP_ARTICLE_PAGES, slug);
  if (!page) return { article: null, siblings: [] };
  const { text: _text, ...article } = page;
  const siblings: HelpArticleLink[] = findSiblingArticles(HELP_ARTICLE_PAGES, page).map((other) => ({
    slug: other.slug,
    title: other.title,
  }));
  return { article, siblings };
}
