import { useRef } from "react";

import { ApplicationForm, EMPTY_APPLICATION } from "~/components/careers/application-form";
import { JobCard } from "~/components/careers/job-card";
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
import type { CareerPerk, JobOpening } from "~/content/jobs";
import { site } from "~/content/site";
import { useFormSubmission } from "~/hooks/use-form-submission";
import { REQUEST_SEND_DELAY_MS } from "~/lib/form-delays";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";
import { APPLICATION_STORAGE_KEY } from "~/lib/storage-keys";

import type { Route } from "./+types/careers";

const PERK_ICONS: Record<CareerPerk["id"], IconComponent> = {
  culture: HeartHandshake,
  balance: Coffee,
  growth: TrendingUp,
  global: Globe,
};

// The positions, their JobPosting data, the perks and the hiring steps reach the page as loader data, not as part of its JavaScript
// (docs/decisions/0003-client-loaders-import-content-lazily.md).
const readCareersPage = importOnCall(async () => (await import("~/lib/careers-page")).readCareersPage);

export const loader = () => readCareersPage();
export const clientLoader = () => readCareersPage();

export function meta({ loaderData }: Route.MetaArgs) {
  const workplaces = loaderData?.texts.workplaces;
  return pageMeta({
    title: "Careers",
    description: `Join a small team building practical business education${workplaces ? `, ${workplaces}` : ""}. See open positions and apply online.`,
    path: "/careers",
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  const { jobs, perks, hiringSteps, texts } = loaderData;
  const form = useFormSubmission({
    storageKey: APPLICATION_STORAGE_KEY,
    initial: EMPTY_APPLICATION,
    delayMs: REQUEST_SEND_DELAY_MS,
    to: site.jobsEmail,
    endpoint: site.formEndpoint,
    buildDraft: (drafts, application, files) =>
      drafts.buildApplicationDraft(application, site.name, files[0]),
    event: (delivery) => ({ name: "Application", props: { delivery } }),
  });
  const applyPanelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // Scrolls the form itself to the top (on a phone its heading sits far above), then focuses Full Name; once
  // the application is done, its result takes focus instead.
  function applyFor(job: JobOpening) {
    applyPanelRef.current?.scrollIntoView({ block: "start" });
    const { status } = form.state;
    if (status === "draft" || status === "sent") {
      applyPanelRef.current?.querySelector<HTMLElement>("h2[tabindex]")?.focus({ preventScroll: true });
      return;
    }
    if (status !== "sending") form.setField("position", job.title);
    firstFieldRef.current?.focus({ preventScroll: true });
  }

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
        {jobs.length > 0 ? (
          <ul className="mt-12 grid gap-6 lg:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onApply={applyFor} />
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      {/* With no open position there is nothing to apply for (content/jobs/ is empty). */}
      <Section id="apply" aria-labelledby="application-title" hidden={jobs.length === 0}>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
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
          <div ref={applyPanelRef} className="self-start">
            <ApplicationForm
              form={form}
              positions={jobs.map((job) => job.title)}
              firstFieldRef={firstFieldRef}
            />
          </div>
        </div>
      </Section>
    </>
  );
}
