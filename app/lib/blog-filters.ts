import { ARTICLE_CATEGORIES, type Article } from "~/content/articles";
import { matchesQuery } from "./search";
import { updateSearchParams } from "./url-filters";

export const ALL_ARTICLES = "All";

/** The blog's category buttons, in the specification's order. */
export const BLOG_CATEGORY_FILTERS = [ALL_ARTICLES, ...ARTICLE_CATEGORIES] as const;
export type BlogCategoryFilter = (typeof BLOG_CATEGORY_FILTERS)[number];

export type BlogFilters = { query: string; category: BlogCategoryFilter };

/** The blog's filters from the URL (`?q=&category=`); an unknown or missing category means All. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const category = params.get("category");
  return {
    query: params.get("q") ?? "",
    category: BLOG_CATEGORY_FILTERS.find((known) => known === category) ?? ALL_ARTICLES,
  };
}

/** The URL parameters for changed filters; defaults (empty search, All) leave no parameter. */
export function writeBlogFilters(params: URLSearchParams, changes: Partial<BlogFilters>): URLSearchParams {
  return updateSearchParams(params, {
    ...(changes.query === undefined ? {} : { q: changes.query }),
    ...(changes.category === undefined
      ? {}
      : { category: changes.category === ALL_ARTICLES ? null : changes.category }),
  });
}

function isInCategory(article: Article, category: BlogCategoryFilter) {
  return category === ALL_ARTICLES || article.category === category;
}

/** Articles in the category whose title, excerpt or any tag contains the search text (SPEC section 5). */
export function filterArticles(all: ReadonlyArray<Article>, { query, category }: BlogFilters): Article[] {
  return all.filter(
    (article) =>
      isInCategory(article, category) &&
      matchesQuery(query, [article.title, article.excerpt, ...article.tags]),
  );
}

/**
 * SPEC section 2: the Featured Article is always the first article, whatever the filter; the Latest Articles
 * grid is the filtered list without its first item.
 */
export function selectFeaturedAndLatest(
  all: readonly [Article, ...Article[]],
  filtered: ReadonlyArray<Article>,
): { featured: Article; latest: Article[] } {
  return { featured: all[0], latest: filtered.slice(1) };
}
