import { memo, useMemo } from "react";

import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SearchX } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { SearchField } from "~/components/ui/search-field";
import { Section, SectionHeading } from "~/components/ui/section";
import { useHelpArticleSearch } from "~/hooks/use-help-article-search";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { filterFaqs, hasNoFaqResults, HELP_URL_FILTERS } from "~/lib/faq-filters";
import { describeHelpSearch, helpArticlePath, listHelpArticles } from "~/lib/find-help-article";

import type { Faq, HelpTopic } from "../../../model/schemas/help";

// Memoised: a key press re-renders only the entries whose visibility changed.
const FaqEntry = memo(function FaqEntry({ faq }: { faq: Faq }) {
  return (
    <AccordionItem value={faq.id}>
      <AccordionTrigger>{faq.question}</AccordionTrigger>
      <AccordionPanel>{faq.answer}</AccordionPanel>
    </AccordionItem>
  );
});

/**
 * The Help Center's island: the search box in its hero, the help articles and the questions it finds (`?q=`),
 * and "No results found". The topic cards, the quick links and the support channels are static HTML the page
 * passes in (Astro slots): one island, since the search, the articles it finds and the questions share the query
 * and the articles' search index (docs/decisions/0022-astro-islands.md).
 */
export function HelpCenter({
  faqs,
  topics,
  topicCards,
  quickLinks,
  support,
}: {
  faqs: ReadonlyArray<Faq>;
  topics: ReadonlyArray<HelpTopic>;
  topicCards?: React.ReactNode;
  quickLinks?: React.ReactNode;
  support?: React.ReactNode;
}) {
  const { filters, clearFilters, searchField } = useUrlFilters(HELP_URL_FILTERS);
  const { query } = filters;
  const visible = filterFaqs(faqs, query);
  const helpArticles = useMemo(() => listHelpArticles(topics), [topics]);
  const articleSearch = useHelpArticleSearch(query, helpArticles);
  const articles = articleSearch.matches;
  const searching = query.trim() !== "";
  const nothingFound = hasNoFaqResults(query, visible) && articleSearch.complete && articles.length === 0;

  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="Answers to your questions"
        lead="Search the answers to common questions, browse help topics, or get in touch with our support team."
      >
        <SearchField
          {...searchField}
          label="Search frequently asked questions"
          placeholder="Search for answers..."
          className="mt-8 max-w-2xl"
        />
      </PageHero>

      {articles.length > 0 ? (
        <Section aria-labelledby="article-results" className="pb-0">
          <SectionHeading id="article-results" title="Help articles" />
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {articles.map((article) => (
              <li key={article.slug}>
                <a
                  href={helpArticlePath(article)}
                  className="flex h-full flex-col gap-1 rounded-card border border-ink-200 bg-white p-5 shadow-card transition-shadow hover:shadow-raised"
                >
                  <span className="font-semibold text-brand-800">{article.title}</span>
                  <span className="text-sm text-ink-600">{article.topic}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section aria-labelledby="help-topics">
        <SectionHeading id="help-topics" title="Browse Help Topics" />
        {topicCards}
      </Section>

      <Section tone="white" aria-labelledby="faq-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <SectionHeading id="faq-title" title="Frequently Asked Questions" />
            <div role="status" className="mt-4">
              {nothingFound ? (
                <EmptyState
                  icon={SearchX}
                  title="No results found"
                  description="Try searching with different keywords or browse our help categories above."
                  className="mt-4"
                >
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear search
                  </Button>
                </EmptyState>
              ) : (
                <p className="text-sm text-ink-600">
                  {searching
                    ? describeHelpSearch(articles.length, visible.length, faqs.length)
                    : `${faqs.length} questions`}
                </p>
              )}
            </div>
            {visible.length > 0 ? (
              <Accordion className="mt-4 border-y border-ink-200">
                {visible.map((faq) => (
                  <FaqEntry key={faq.id} faq={faq} />
                ))}
              </Accordion>
            ) : null}
          </div>
          {quickLinks}
        </div>
      </Section>

      {support}
    </>
  );
}
