import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { BLOG_DESCRIPTION, BLOG_FEED_PATH } from "~/content/articles";
import { PAGE_DESCRIPTIONS } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export function blogMeta() {
  return [
    ...pageMeta({ title: "Blog", description: PAGE_DESCRIPTIONS.blog, path: "/blog" }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site.name} Blog`,
      href: BLOG_FEED_PATH,
    } as const,
  ];
}

/** /blog around its islands (the filters, the listing, the newsletter form), passed in by the page. */
export function BlogPage({
  filters,
  listing,
  newsletter,
}: {
  filters?: React.ReactNode;
  listing?: React.ReactNode;
  newsletter?: React.ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow="Blog" title="Practical ideas for building your business" lead={BLOG_DESCRIPTION}>
        {filters}
      </PageHero>
      <Section>
        {listing}
        <div className="mt-section">{newsletter}</div>
      </Section>
    </>
  );
}
