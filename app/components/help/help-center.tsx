import "~/lib/purge-expired-copies";

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
import {
  describeHelpSearch,
  HELP_SEARCH_INDEX_PATH,
  helpArticlePath,
  listHelpArticles,
} from "~/lib/find-help-article";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { originalLangOf } from "../../../model/languages";
import type { Faq, HelpTopic } from "../../../model/schemas/help";
import { localPath, type TextsOf, translator } from "../../../model/ui-texts";

// Memoised: a key press re-renders only the entries whose visibility changed.
const FaqEntry = memo(function FaqEntry({ faq }: { faq: Faq }) {
  return (
    <AccordionItem value={faq.id} lang={originalLangOf(faq)}>
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
  texts,
}: {
  faqs: ReadonlyArray<Faq>;
  topics: ReadonlyArray<HelpTopic>;
  texts: TextsOf<(typeof ISLAND_TEXTS)["helpCenter"]>;
  topicCards?: React.ReactNode;
  quickLinks?: React.ReactNode;
  support?: React.ReactNode;
}) {
  const { filters, clearFilters, searchField } = useUrlFilters(HELP_URL_FILTERS);
  const t = translator(texts);
  const { query } = filters;
  const visible = filterFaqs(faqs, query);
  const helpArticles = useMemo(() => listHelpArticles(topics), [topics]);
  const articleSearch = useHelpArticleSearch(query, helpArticles, localPath(texts, HELP_SEARCH_INDEX_PATH));
  const articles = articleSearch.matches;
  const searching = query.trim() !== "";
  const nothingFound = hasNoFaqResults(query, visible) && articleSearch.complete && articles.length === 0;

  return (
    <>
      <PageHero eyebrow={t("help.title")} title={t("help.heading")} lead={t("help.lead")}>
        <SearchField
          {...searchField}
          label={t("help.searchLabel")}
          placeholder={t("help.searchPlaceholder")}
          className="mt-8 max-w-2xl"
        />
      </PageHero>

      {articles.length > 0 ? (
        <Section aria-labelledby="article-results" className="pb-0">
          <SectionHeading id="article-results" title={t("help.articles")} />
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {articles.map((article) => (
              <li key={article.slug}>
                <a
                  href={localPath(texts, helpArticlePath(article))}
                  className="flex h-full flex-col gap-1 rounded-card border border-ink-200 bg-white p-5 shadow-card transition-shadow hover:shadow-raised"
                >
                  <span lang={article.lang} className="font-semibold text-brand-800">
                    {article.title}
                  </span>
                  <span lang={article.topicLang} className="text-sm text-ink-600">
                    {article.topic}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section aria-labelledby="help-topics">
        <SectionHeading id="help-topics" title={t("help.topics")} />
        {topicCards}
      </Section>

      <Section tone="white" aria-labelledby="faq-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <SectionHeading id="faq-title" title={t("help.faq")} />
            <div role="status" className="mt-4">
              {nothingFound ? (
                <EmptyState
                  icon={SearchX}
                  title={t("help.noResults")}
                  description={t("help.noResultsHint")}
                  className="mt-4"
                >
                  <Button variant="secondary" onClick={clearFilters}>
                    {t("help.clear")}
                  </Button>
                </EmptyState>
              ) : (
                <p className="text-sm text-ink-600">
                  {searching
                    ? describeHelpSearch(articles.length, visible.length, faqs.length, t)
                    : t("help.questions", { count: faqs.length })}
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
