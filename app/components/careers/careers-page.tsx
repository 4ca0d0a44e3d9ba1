import { FeatureSection } from "~/components/company/feature-section";
import { ButtonLink } from "~/components/ui/button";
import {
  ArrowDown,
  Coffee,
  Globe,
  HeartHandshake,
  type IconComponent,
  TrendingUp,
} from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import type { describeOpenings } from "~/lib/jobs";

import type { Company } from "../../../model/schemas/company";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

const PERK_ICONS: Record<Company["careers"]["perks"][number]["id"], IconComponent> = {
  culture: HeartHandshake,
  balance: Coffee,
  growth: TrendingUp,
  global: Globe,
};

/** /careers around its islands: a card per open position and the application form, passed in by the page. */
export function CareersPage({
  jobCount,
  careers: { perks, hiringSteps },
  careersLang,
  applicationReplyTime,
  openings,
  texts,
  jobCards,
  applicationForm,
}: {
  jobCount: number;
  careers: Company["careers"];
  /** Set when company.yml's careers part is still the original's on a further language's page (originalLangOf). */
  careersLang?: string | undefined;
  /** The page's language's promise (readPromises), not the first language's. */
  applicationReplyTime: string;
  openings: ReturnType<typeof describeOpenings>;
  texts: Texts<KeysIn<"careers">>;
  jobCards?: React.ReactNode;
  applicationForm?: React.ReactNode;
}) {
  const t = translator(texts);
  return (
    <>
      <PageHero
        eyebrow={t("careers.title")}
        title={t("careers.title")}
        lead={t("careers.lead", { open: openings.open })}
      >
        <div className="mt-8">
          <ButtonLink href="#open-positions" size="lg">
            {t("careers.seeOpenPositions")}
            <ArrowDown />
          </ButtonLink>
        </div>
      </PageHero>

      <FeatureSection
        id="why-join"
        eyebrow={t("careers.whyEyebrow")}
        title={t("careers.whyTitle")}
        description={t("careers.whyLead")}
        items={perks}
        itemsLang={careersLang}
        icons={PERK_ICONS}
      />

      <Section id="open-positions" tone="white" aria-labelledby="open-positions-title">
        <SectionHeading
          id="open-positions-title"
          eyebrow={openings.roles}
          title={t("careers.openPositions")}
          description={openings.overview}
        />
        {jobCount > 0 ? jobCards : null}
      </Section>

      {/* With no open position there is nothing to apply for (content/jobs/ is empty). */}
      <Section id="apply" aria-labelledby="application-title" hidden={jobCount === 0}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="application-title"
              eyebrow={t("careers.applicationEyebrow")}
              title={t("careers.applyTitle")}
              description={t("careers.applyLead", { replyTime: applicationReplyTime })}
            />
            <h3 className="mt-10 eyebrow text-ink-900">{t("careers.nextTitle")}</h3>
            <ol lang={careersLang} className="mt-4 space-y-4">
              {hiringSteps.map((step, index) => (
                <li key={step} className="flex gap-3 text-ink-700">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          {applicationForm}
        </div>
      </Section>
    </>
  );
}
