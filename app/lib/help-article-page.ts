import { HELP_ARTICLE_TEXTS } from "~/content/help-article-texts";
import { findHelpArticle } from "./help-articles";

/**
 * What a help article's page adds to its title: its summary, body and related pages, for the route's loaders (the
 * prerender, or the client on a visit from another page). An unknown slug has none.
 */
export function readHelpArticlePage(slug: string | undefined) {
  const article = findHelpArticle(slug);
  return { text: (article && HELP_ARTICLE_TEXTS[article.slug]) || null };
}
