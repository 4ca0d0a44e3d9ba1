import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** /blog around its islands (the filters, the listing, the newsletter form), passed in by the page. */
export function BlogPage({
  filters,
  listing,
  newsletter,
  texts,
}: {
  filters?: React.ReactNode;
  listing?: React.ReactNode;
  newsletter?: React.ReactNode;
  texts: Texts<KeysIn<"blog">>;
}) {
  const t = translator(texts);
  return (
    <>
      <PageHero eyebrow={t("blog.title")} title={t("blog.heading")} lead={t("blog.lead")}>
        {filters}
      </PageHero>
      <Section>
        {listing}
        <div className="mt-section">{newsletter}</div>
      </Section>
    </>
  );
}
