import { ArticleCard, FeaturedArticle } from "~/components/blog/article-card";
import { CategoryFilter } from "~/components/blog/category-filter";
import { NewsletterForm } from "~/components/blog/newsletter-form";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Rss, SearchX } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { SearchField } from "~/components/ui/search-field";
import { Section, SectionHeading } from "~/components/ui/section";
import { textLinkClass } from "~/components/ui/text-link";
import { BLOG_DESCRIPTION, BLOG_FEED_PATH } from "~/content/articles";
import { PAGE_DESCRIPTIONS } from "~/content/pages";
import { site } from "~/content/site";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { arrangeBlogListing, BLOG_URL_FILTERS, describeBlogListing } from "~/lib/blog-filters";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/blog";

// The cards reach the page as loader data, not as part of its JavaScript
// (docs/decisions/0003-client-loaders-import-content-lazily.md).
const readBlogPage = importOnCall(async () => (await import("~/lib/blog-page")).readBlogPage);

export const loader = () => readBlogPage();
export const clientLoader = () => readBlogPage();

export function meta() {
  return pageMeta({
    title: "Blog",
    description: PAGE_DESCRIPTIONS.blog,
    path: "/blog",
  });
}

export function links() {
  return [
    { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: BLOG_FEED_PATH },
  ];
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { filters, setFilters, clearFilters, searchField } = useUrlFilters(BLOG_URL_FILTERS);
  const listing = arrangeBlogListing(loaderData.articles, filters);

  return (
    <>
      <PageHero eyebrow="Blog" title="Practical ideas for building your business" lead={BLOG_DESCRIPTION}>
        <div className="mt-8 flex max-w-3xl flex-col gap-4">
          <SearchField {...searchField} label="Search articles" placeholder="Search articles..." />
          <CategoryFilter selected={filters.category} onSelect={(category) => setFilters({ category })} />
        </div>
      </PageHero>

      <Section>
        {listing.featured ? (
          <section aria-labelledby="featured-article" className="mb-section">
            <SectionHeading id="featured-article" title="Featured Article" className="mb-8" />
            <FeaturedArticle article={listing.featured} />
          </section>
        ) : null}

        <section aria-labelledby="latest-articles">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <SectionHeading id="latest-articles" title="Latest Articles" />
            <a href={BLOG_FEED_PATH} className={textLinkClass}>
              <Rss />
              RSS feed
            </a>
          </div>
          <div role="status" className="mb-6">
            {listing.filtering && listing.listed.length === 0 ? (
              <EmptyState
                icon={SearchX}
                title="No articles found matching your criteria."
                description="Try other words, or another category."
              >
                <Button variant="secondary" onClick={clearFilters}>
                  Show all articles
                </Button>
              </EmptyState>
            ) : (
              <p className="text-sm text-ink-600">{describeBlogListing(listing)}</p>
            )}
          </div>
          {listing.listed.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {listing.listed.map((article) => (
                <li key={article.id} className="flex">
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <div className="mt-section">
          <NewsletterForm />
        </div>
      </Section>
    </>
  );
}
