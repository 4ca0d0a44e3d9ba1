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
import type { CareerPerk } from "~/content/jobs";
import { site } from "~/content/site";
import type { readCareersPage } from "~/lib/careers-page";
import { pageMeta } from "~/lib/seo";

const PERK_ICONS: Record<CareerPerk["id"], IconComponent> = {
  culture: HeartHandshake,
  balance: Coffee,
  growth: TrendingUp,
  global: Globe,
};

type CareersPageData = ReturnType<typeof readCareersPage>;

export function careersMeta(loaderData: CareersPageData) {
  const workplaces = loaderData?.texts.workplaces;
  return pageMeta({
    title: "Careers",
    description: `Join a small team building practical business education${workplaces ? `, ${workplaces}` : ""}. See open positions and apply online.`,
    path: "/careers",
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

/** /careers around its islands: a card per open position and the application form, passed in by the page. */
export function CareersPage({
  loaderData,
  jobCards,
  applicationForm,
}: {
  loaderData: CareersPageData;
  jobCards?: React.ReactNode;
  applicationForm?: React.ReactNode;
}) {
  const { jobs, perks, hiringSteps, texts } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Careers"
        lead={`Help us make practical business education available to everyone. ${texts.open}`}
      >
        <div className="mt-8">
          <ButtonLink href="#open-positions" size="lg">
            See open positions
            <ArrowDown />
          </ButtonLink>
        </div>
      </PageHero>

      <FeatureSection
        id="why-join"
        eyebrow="Why join us"
        title="A small team with a big mission"
        description="We are building the academy we wish we had when we started our own companies, and we look after the people who build it."
        items={perks}
        icons={PERK_ICONS}
      />

      <Section id="open-positions" tone="white" aria-labelledby="open-positions-title">
        <SectionHeading
          id="open-positions-title"
          eyebrow={texts.roles}
          title="Open Positions"
          description={texts.overview}
        />
        {jobs.length > 0 ? jobCards : null}
      </Section>

      {/* With no open position there is nothing to apply for (content/jobs/ is empty). */}
      <Section id="apply" aria-labelledby="application-title" hidden={jobs.length === 0}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="application-title"
              eyebrow="Application"
              title="Apply for a Position"
              description={`Tell us which role you are interested in and a little about yourself. We reply to every application within ${site.promises.applicationReplyTime}.`}
            />
            <h3 className="mt-10 eyebrow text-ink-900">What happens next</h3>
            <ol className="mt-4 space-y-4">
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
