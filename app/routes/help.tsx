import { memo, useMemo } from "react";
import { HelpTopicCard } from "~/components/help/help-topic-card";
import { ContactChannels } from "~/components/support/contact-channels";
import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SearchX } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { SearchField } from "~/components/ui/search-field";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Faq } from "~/content/faqs";
import { PAGE_DESCRIPTIONS } from "~/content/pages";
import { useHelpArticleSearch } from "~/hooks/use-help-article-search";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { filterFaqs, hasNoFaqResults, HELP_URL_FILTERS } from "~/lib/faq-filters";
import { describeHelpSearch, helpArticlePath, listHelpArticles } from "~/lib/find-help-article";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/help";

// The topics, questions and quick links (content/help.yml) and the FAQPage data reach the page as loader data,
// not as part of its JavaScript (docs/decisions/0003-client-loaders-import-content-lazily.md).
const readHelpPage = importOnCall(async () => (await import("~/lib/help-page")).readHelpPage);

export const loader = () => readHelpPage();
export const clientLoader = () => readHelpPage();

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Help Center",
    description: PAGE_DESCRIPTIONS.help,
    path: "/help",
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

// Memoised: a key press re-renders only the entries whose visibility changed.
const FaqEntry = memo(function FaqEntry({ faq }: { faq: Faq }) {
  return (
    <AccordionItem value={faq.id}>
      <AccordionTrigger>{faq.question}</AccordionTrigger>
      <AccordionPanel>{faq.answer}</AccordionPanel>
    </AccordionItem>
  );
});

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  const { faqs, topics, quickLinks } = loaderData;
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
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {topics.map((topic) => (
            <li key={topic.title}>
              <HelpTopicCard topic={topic} />
            </li>
          ))}
        </ul>
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
          <aside aria-labelledby="quick-links" className="rounded-card bg-surface-muted p-6 lg:self-start">
            <h2 id="quick-links" className="text-xl font-bold text-ink-950">
              Quick Links
            </h2>
            {quickLinks.map((group) => (
              <div key={group.title} className="mt-6">
                <h3 className="eyebrow text-ink-700">{group.title}</h3>
                <ul className="mt-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <a
                        href={link.to}
                        className="inline-flex min-h-10 items-center text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </aside>
        </div>
      </Section>

      <Section aria-labelledby="contact-support">
        <SectionHeading
          id="contact-support"
          title="Still need help?"
          description="Our support team is here around the clock. Choose the way that suits you best."
        />
        <ContactChannels className="mt-10 md:grid-cols-3" />
      </Section>
    </>
  );
}
