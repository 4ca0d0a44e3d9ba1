import { CoursesCta } from "~/components/company/courses-cta";
import { FeatureSection } from "~/components/company/feature-section";
import { StatList } from "~/components/company/stat-list";
import {
  CircleCheck,
  DoorOpen,
  GraduationCap,
  Hammer,
  type IconComponent,
  InfinityIcon,
  Route,
  ShieldCheck,
  Telescope,
} from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";

import type { Company } from "../../../model/schemas/company";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { toCountWord } from "../../../model/words";

const PILLAR_ICONS: Record<Company["mission"]["pillars"][number]["id"], IconComponent> = {
  practice: Hammer,
  expertise: GraduationCap,
  access: DoorOpen,
  path: Route,
  value: InfinityIcon,
  honesty: ShieldCheck,
};

/** /mission's description: it counts the pillars. */
export function describeMission(mission: Company["mission"], texts: Texts<KeysIn<"mission">>) {
  const count = mission.pillars.length;
  return translator(texts)("mission.description", { count, countWord: toCountWord(count) });
}

export function MissionPage({
  mission,
  missionLang,
  texts,
}: {
  mission: Company["mission"];
  /** Set when company.yml's mission is still the original's on a further language's page (originalLangOf). */
  missionLang?: string | undefined;
  texts: Texts<KeysIn<"mission">>;
}) {
  const t = translator(texts);
  const pillars = mission.pillars.length;
  return (
    <>
      <PageHero
        eyebrow={t("mission.eyebrow")}
        title={t("mission.title")}
        lead={mission.statement}
        leadLang={missionLang}
      />

      <FeatureSection
        id="mission-pillars"
        eyebrow={t("mission.pillarsEyebrow")}
        title={t("mission.pillars", { count: pillars, countWord: toCountWord(pillars, { capital: true }) })}
        description={t("mission.pillarsLead")}
        items={mission.pillars}
        itemsLang={missionLang}
        icons={PILLAR_ICONS}
        columns={3}
      />

      <Section tone="white">
        <section
          aria-labelledby="our-impact"
          className="palette-fixed rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 sm:py-12"
        >
          <div className="max-w-2xl">
            <p className="eyebrow text-brand-200">{t("mission.impactEyebrow")}</p>
            <h2 id="our-impact" className="mt-2 text-title font-bold">
              {t("mission.impact")}
            </h2>
            <p className="mt-4 text-lead text-brand-100">{t("mission.impactLead")}</p>
          </div>
          <div lang={missionLang}>
            <StatList stats={mission.impact} tone="brand" className="mt-10" />
          </div>
        </section>

        <div className="mt-section grid gap-12 lg:grid-cols-2 lg:gap-16">
          <section aria-labelledby="goals-2025">
            <SectionHeading id="goals-2025" eyebrow={t("mission.goalsEyebrow")} title={t("mission.goals")} />
            <ol lang={missionLang} className="mt-8 space-y-6">
              {mission.goals.map((goal) => (
                <li key={goal.title} className="flex gap-4">
                  <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-600" />
                  <div>
                    <h3 className="font-bold text-ink-950">{goal.title}</h3>
                    <p className="mt-1 text-ink-600">{goal.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="vision-2030">
            <SectionHeading
              id="vision-2030"
              eyebrow={t("mission.visionEyebrow")}
              title={t("mission.vision")}
            />
            <div lang={missionLang} className="mt-8 rounded-card border border-ink-200 bg-surface p-6 sm:p-8">
              <Telescope className="size-8 text-brand-700" />
              <p className="mt-4 text-lg leading-8 text-ink-800">{mission.vision.summary}</p>
              <ul className="bullet-list mt-6 space-y-3 text-ink-700">
                {mission.vision.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </section>
        </div>
      </Section>

      <CoursesCta
        href={localPath(texts, "/courses")}
        title={t("mission.ctaTitle")}
        text={t("mission.ctaText")}
        label={t("mission.ctaLabel")}
      />
    </>
  );
}
