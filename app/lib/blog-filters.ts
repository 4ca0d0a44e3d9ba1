import { ARTICLE_CATEGORIES } from "../../model/blog-options";

export { BLOG_CATEGORY_LABELS } from "../../model/blog-options";
import type { Article } from "../../model/schemas/blog";
import type { KeysIn, Translate } from "../../model/ui-texts";
import { matchesQuery, normalizeQuery } from "./search";
import { updateSearchParams, type UrlFiltersSchema } from "./url-filters";

export const ALL_ARTICLES = "All";

export const BLOG_CATEGORY_FILTERS = [ALL_ARTICLES, ...ARTICLE_CATEGORIES] as const;
export type BlogCategoryFilter = (typeof BLOG_CATEGORY_FILTERS)[number];

export type BlogFilters = { query: string; category: BlogCategoryFilter };

export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const category = params.get("category");
  return {
    query: params.get("q") ?? "",
    category: BLOG_CATEGORY_FILTERS.find((known) => known === category) ?? ALL_ARTICLES,
  };
}

export function writeBlogFilters(params: URLSearchParams, changes: Partial<BlogFilters>): URLSearchParams {
  return updateSearchParams(params, {
    ...(changes.query === undefined ? {} : { q: changes.query }),
    ...(changes.category === undefined
      ? {}
      : { category: changes.category === ALL_ARTICLES ? null : changes.category }),
  });
}

/** The blog's filters in its URL; Show all articles resets both. */
export const BLOG_URL_FILTERS: UrlFiltersSchema<BlogFilters> = {
  read: readBlogFilters,
  write: writeBlogFilters,
  cleared: { query: "", category: ALL_ARTICLES },
};

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

export function isFilteringArticles({ query, category }: BlogFilters) {
  return normalizeQuery(query) !== "" || category !== ALL_ARTICLES;
}

export type BlogListing =
  | { filtering: false; featured: Article | null; listed: Article[] }
  | { filtering: true; featured: null; listed: Article[] };

/** Team rule 14: with a search or a category active, every match is listed, the featured one included. */
export function arrangeBlogListing(all: ReadonlyArray<Article>, filters: BlogFilters): BlogListing {
  if (isFilteringArticles(filters))
    return { filtering: true, featured: null, listed: filterArticles(all, filters) };
  const featured = all.find((article) => article.featured) ?? null;
  return { filtering: false, featured, listed: all.filter((article) => article !== featured) };
}

export function describeBlogListing({ filtering, listed }: BlogListing, t: Translate<KeysIn<"blog">>) {
  return t(filtering ? "blog.matches" : "blog.count", { count: listed.length });
}
