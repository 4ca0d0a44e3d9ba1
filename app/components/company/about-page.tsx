import { CoursesCta } from "~/components/company/courses-cta";
import { FeatureSection } from "~/components/company/feature-section";
import { InstructorCard } from "~/components/company/instructor-card";
import { StatList } from "~/components/company/stat-list";
import { Accessibility, Award, type IconComponent, Lightbulb, Quote, Users } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";

import type { Company } from "../../../model/schemas/company";
import type { Instructor } from "../../../model/schemas/instructors";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { toCountWord } from "../../../model/words";

const VALUE_ICONS: Record<Company["about"]["values"][number]["id"], IconComponent> = {
  excellence: Award,
  community: Users,
  accessibility: Accessibility,
  innovation: Lightbulb,
};

/** /about: nothing here to interact with, so it ships no JavaScript. */
export function AboutPage({
  about,
  aboutLang,
  closing,
  closingLang,
  instructor,
  texts,
}: {
  about: Company["about"];
  /** Each set when its text is still the original's on a further language's page (originalLangOf). */
  aboutLang?: string | undefined;
  closingLang?: string | undefined;
  texts: Texts<KeysIn<"about" | "coursePage">>;
  /** The closing call to action's text (content/pages.yml, catalogue.aboutClosing). */
  closing: string;
  instructor: Instructor;
}) {
  const t = translator(texts);
  return (
    <>
      <PageHero eyebrow={t("about.eyebrow")} title={t("about.title")} lead={t("about.lead")}>
        <div lang={aboutLang}>
          <StatList stats={about.stats} className="mt-10 sm:mt-12" />
        </div>
      </PageHero>

      <Section aria-labelledby="our-story">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <div>
            <SectionHeading id="our-story" eyebrow={t("about.storyEyebrow")} title={t("about.story")} />
            <div
              lang={aboutLang}
              className="mt-6 space-y-5 text-base leading-7 text-ink-700 sm:text-lg sm:leading-8"
            >
              {about.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <InstructorCard instructor={instructor} label={t("coursePage.yourInstructor")} />
        </div>
      </Section>

      <Section tone="white" aria-labelledby="our-vision">
        <figure className="mx-auto max-w-3xl text-center">
          <h2 id="our-vision" className="eyebrow text-brand-700">
            {t("about.vision")}
          </h2>
          <Quote className="mx-auto mt-6 size-10 text-brand-300" />
          <blockquote lang={aboutLang} className="mt-4">
            <p className="font-display text-xl leading-snug font-semibold text-balance text-ink-950 sm:text-3xl">
              {about.vision.quote}
            </p>
          </blockquote>
          <figcaption lang={aboutLang} className="mt-6 text-ink-600">
            <span className="font-semibold text-ink-900">{about.vision.author}</span>, {about.vision.role}
          </figcaption>
        </figure>
      </Section>

      <FeatureSection
        id="our-values"
        eyebrow={t("about.valuesEyebrow")}
        title={t("about.values")}
        description={t("about.valuesLead", {
          count: about.values.length,
          countWord: toCountWord(about.values.length, { capital: true }),
        })}
        items={about.values}
        itemsLang={aboutLang}
        icons={VALUE_ICONS}
      />

      <CoursesCta
        href={localPath(texts, "/courses")}
        title={t("about.ctaTitle")}
        text={closing}
        textLang={closingLang}
        label={t("about.ctaLabel")}
      />
    </>
  );
}
