import type { Article, ArticleLink } from "../../model/schemas/blog";

/** The article with this slug, or undefined: an unknown slug shows a "not found" page, not another article. */
export function findArticle<Item extends Pick<Article, "slug">>(
  articles: ReadonlyArray<Item>,
  slug: string | undefined,
): Item | undefined {
  return articles.find((article) => article.slug === slug);
}

/**
 * The neighbours of an article in publication order (the list runs newest first): `previous` was published
 * before it, `next` after it. Either is undefined at the ends of the list.
 */
export function findAdjacentArticles<Item extends Pick<Article, "slug">>(
  articles: ReadonlyArray<Item>,
  article: Item,
): { previous?: Item; next?: Item } {
  const index = articles.findIndex((candidate) => candidate.slug === article.slug);
  if (index === -1) return {};
  return { previous: articles[index + 1], next: index > 0 ? articles[index - 1] : undefined };
}

export function articlePath(article: Pick<ArticleLink, "slug">) {
  return `/blog/${article.slug}`;
}
