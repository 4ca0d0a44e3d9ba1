import { ContactChannels } from "~/components/support/contact-channels";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";

import { originalLangOf } from "../../../model/languages";
import type { Support } from "../../../model/schemas/support";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

/** /support around its request form (an island the page passes in). */
export function SupportPage({
  support,
  responseTime,
  texts,
  form,
}: {
  /** content/support.yml in the page's language; a part still the original's is marked `lang` (originalLangOf). */
  support: Support;
  /** The page's language's promise (readPromises), not the first language's. */
  responseTime: string;
  texts: Texts<KeysIn<"support">>;
  form?: React.ReactNode;
}) {
  const t = translator(texts);
  const langOf = (part: keyof Support) => originalLangOf(support, part);
  return (
    <>
      <PageHero
        eyebrow={t("support.title")}
        title={t("support.heading")}
        lead={t("support.lead", { responseTime })}
      >
        <dl lang={langOf("stats")} className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {support.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-1 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5"
            >
              <dt className="text-sm text-ink-600">{stat.label}</dt>
              <dd className="text-2xl font-bold whitespace-nowrap text-brand-700 sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section>
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="lg:self-start">{form}</div>
          <div className="flex flex-col gap-12">
            <section aria-labelledby="other-ways">
              <h2 id="other-ways" className="text-2xl font-bold text-ink-950">
                {t("support.otherWays")}
              </h2>
              <div lang={langOf("channels")}>
                <ContactChannels channels={support.channels} texts={texts} className="mt-5" />
              </div>
            </section>
            <section aria-labelledby="quick-answers">
              <h2 id="quick-answers" className="text-2xl font-bold text-ink-950">
                {t("support.quickAnswers")}
              </h2>
              <ul
                lang={langOf("quickAnswers")}
                className="mt-5 divide-y divide-ink-200 rounded-card border border-ink-200 bg-white"
              >
                {support.quickAnswers.map((faq) => (
                  <li key={faq.question} className="p-5">
                    <h3 className="font-semibold text-ink-950">{faq.question}</h3>
                    <p className="mt-1.5 text-sm leading-6 text-ink-600">{faq.answer}</p>
                  </li>
                ))}
              </ul>
              <ButtonLink href={localPath(texts, "/help")} variant="secondary" className="mt-5">
                {t("support.allFaqs")}
                <ArrowRight />
              </ButtonLink>
            </section>
          </div>
        </div>
      </Section>
    </>
  );
}
