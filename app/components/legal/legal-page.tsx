import { PolicyContact } from "~/components/legal/policy-contact";
import { PolicySectionView } from "~/components/legal/policy-section";
import { PolicyToc } from "~/components/legal/policy-toc";
import { PrintHint } from "~/components/legal/print-hint";
import { CalendarDays, FileText } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import type { NavLinkItem } from "~/lib/navigation";

import { POLICY_CONTACT_SECTION } from "../../../model/policy-anchors";
import type { Policy } from "../../../model/schemas/policies";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

export function LegalPage({
  policy,
  otherPolicies,
  replyTime,
  texts,
}: {
  policy: Policy;
  otherPolicies: ReadonlyArray<NavLinkItem>;
  /** The page's language's promise (readPromises), quoted by the contact block. */
  replyTime: string;
  texts: Texts<KeysIn<"legal">>;
}) {
  const t = translator(texts);
  const { title, summary, sections, lastUpdated, lastUpdatedText } = policy;

  return (
    <>
      <PageHero
        eyebrow={t("legal.eyebrow")}
        title={title}
        lead={summary}
        column="beside-contents"
        lang={texts.contentLang}
      >
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <p className="inline-flex items-center gap-2 text-sm text-ink-700">
            <CalendarDays className="size-4 text-brand-700" />
            <span className="font-semibold">{t("legal.lastUpdated")}</span>
            <time dateTime={lastUpdated}>{lastUpdatedText}</time>
          </p>
          <PrintHint texts={texts} />
        </div>
      </PageHero>

      <Section className="print:py-8">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 print:block">
          <PolicyToc
            entries={[...sections, { ...POLICY_CONTACT_SECTION, title: t("legal.contactTitle") }]}
            texts={texts}
            className="self-start lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
          />
          <div className="max-w-3xl space-y-12">
            {sections.map((section) => (
              <PolicySectionView key={section.id} section={section} lang={texts.contentLang} />
            ))}
            <PolicyContact policyTitle={title} replyTime={replyTime} texts={texts} />
            <nav aria-labelledby="other-policies" className="border-t border-ink-200 pt-8 print:hidden">
              <h2 id="other-policies" className="eyebrow text-ink-900">
                {t("legal.otherPolicies")}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-3">
                {otherPolicies.map((link) => (
                  <li key={link.to}>
                    <a
                      href={link.to}
                      className="inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-700"
                    >
                      <FileText className="size-4 text-brand-700" />
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </Section>
    </>
  );
}
