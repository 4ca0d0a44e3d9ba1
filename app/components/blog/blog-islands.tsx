import "~/lib/purge-expired-copies";

import { ArticleCard, FeaturedArticle } from "~/components/blog/article-card";
import { CategoryFilter } from "~/components/blog/category-filter";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Rss, SearchX } from "~/components/ui/icons";
import { SearchField } from "~/components/ui/search-field";
import { SectionHeading } from "~/components/ui/section";
import { textLinkClass } from "~/components/ui/text-link";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { arrangeBlogListing, BLOG_URL_FILTERS, describeBlogListing } from "~/lib/blog-filters";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { BLOG_FEED_PATH } from "../../../model/blog-options";
import type { Article } from "../../../model/schemas/blog";
import { localPath, type TextsOf, translator } from "../../../model/ui-texts";

type BlogIslandTexts = TextsOf<(typeof ISLAND_TEXTS)["blogIslands"]>;

/** The search box's id: "Show all articles" in the listing (another island) moves focus to it. */
const BLOG_SEARCH_ID = "blog-search";

/**
 * The blog's two islands, the filters in the hero and the listing below, both bound to the URL (`?q=&category=`)
 * by `useUrlFilters`, which is how they stay in step (docs/decisions/0022-astro-islands.md).
 */
export function BlogFilters({ texts }: { texts: BlogIslandTexts }) {
  const { filters, setFilters, searchField } = useUrlFilters(BLOG_URL_FILTERS);
  const t = translator(texts);
  return (
    <div className="mt-8 flex max-w-3xl flex-col gap-4">
      <SearchField
        {...searchField}
        id={BLOG_SEARCH_ID}
        label={t("blog.searchLabel")}
        placeholder={t("blog.searchPlaceholder")}
      />
      <CategoryFilter selected={filters.category} onSelect={(category) => setFilters({ category })} t={t} />
    </div>
  );
}

export function BlogListing({
  articles,
  texts,
}: {
  articles: ReadonlyArray<Article>;
  texts: BlogIslandTexts;
}) {
  const { filters, clearFilters } = useUrlFilters(BLOG_URL_FILTERS);
  const t = translator(texts);
  const listing = arrangeBlogListing(articles, filters);

  function showAll() {
    clearFilters();
    document.getElementById(BLOG_SEARCH_ID)?.focus();
  }

  return (
    <>
      {listing.featured ? (
        <section aria-labelledby="featured-article" className="mb-section">
          <SectionHeading id="featured-article" title={t("blog.featured")} className="mb-8" />
          <FeaturedArticle article={listing.featured} texts={texts} />
        </section>
      ) : null}

      <section aria-labelledby="latest-articles">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <SectionHeading id="latest-articles" title={t("blog.latest")} />
          <a href={localPath(texts, BLOG_FEED_PATH)} className={textLinkClass}>
            <Rss />
            {t("blog.feed")}
          </a>
        </div>
        <div role="status" className="mb-6">
          {listing.filtering && listing.listed.length === 0 ? (
            <EmptyState icon={SearchX} title={t("blog.noResults")} description={t("blog.noResultsHint")}>
              <Button variant="secondary" onClick={showAll}>
                {t("blog.showAll")}
              </Button>
            </EmptyState>
          ) : (
            <p className="text-sm text-ink-600">{describeBlogListing(listing, t)}</p>
          )}
        </div>
        {listing.listed.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listing.listed.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} texts={texts} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
