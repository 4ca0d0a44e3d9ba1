import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";

import { BLOG_DESCRIPTION } from "../../../model/blog-options";

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
