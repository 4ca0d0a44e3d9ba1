import { ARTICLE_BODIES } from "~/content/article-bodies";

/** The body of the article an article page shows, for the route's loaders; an unknown slug has none. */
export function readArticlePage(slug: string | undefined) {
  return { body: (slug && ARTICLE_BODIES[slug]) || [] };
}
