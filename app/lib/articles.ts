import { articles, type Article } from "~/content/articles";

/** The article with this slug, or undefined: an unknown slug shows a "not found" page, not another article. */
export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/**
 * The neighbours of an article in publication order: `previous` was published before it, `next` after it.
 * Either is undefined at the ends of the list.
 */
export function findAdjacentArticles(article: Article): { previous?: Article; next?: Article } {
  const index = articles.indexOf(article);
  if (index === -1) return {};
  // The list runs newest first, so the older article comes after this one.
  return { previous: articles[index + 1], next: index > 0 ? articles[index - 1] : undefined };
}

export function articlePath(article: Pick<Article, "slug">) {
  return `/blog/${article.slug}`;
}
