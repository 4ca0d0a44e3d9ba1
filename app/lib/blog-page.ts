import type { Article } from "~/content/articles";
import { articles } from "~/content/blog";

/**
 * The blog's cards, newest first, without the articles' text, for the route's loaders: the prerender puts them
 * into the page's HTML, a visit from another page imports them, so the page's JavaScript carries no content.
 */
export function readBlogPage(): { articles: Article[] } {
  return { articles: articles.map(({ html: _html, ...article }) => article) };
}
