import { Testimonials } from "~/components/course/course-reviews";
import { FeaturedCourseCard } from "~/components/home/featured-course-card";
import { HeroPreview } from "~/components/home/hero-preview";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowRight, CircleCheck, Mail, MousePointerClick, ShieldCheck } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";

import type { Course, CurriculumSection } from "../../../model/schemas/courses";
import type { Pages } from "../../../model/schemas/pages";
import type { Review } from "../../../model/schemas/reviews";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

/** The icons of the enrolment steps (content/pages.yml has their texts), in order. */
const STEP_ICONS = [MousePointerClick, Mail, ShieldCheck] as const;

/** `preview`: the course the hero shows as a learner follows it, with its curriculum (app/pages/[...lang]/index.astro). */
export function HomePage({
  home,
  homeLang,
  courses,
  preview,
  testimonials = [],
  texts,
}: {
  home: Pages["home"];
  /** Set when content/pages.yml's `home` is still the original's on a further language's page (originalLangOf). */
  homeLang?: string | undefined;
  courses: ReadonlyArray<Course>;
  preview: {
    course: Course;
    curriculum: ReadonlyArray<CurriculumSection>;
    curriculumLang?: string | undefined;
  };
  /** The featured reviews (content/reviews/, `featured: true`), with their course's title. */
  testimonials?: ReadonlyArray<Review & { courseTitle?: string }>;
  texts: Texts<KeysIn<"home" | "course" | "offer">>;
}) {
  const t = translator(texts);
  return (
    <>
      <div className="relative overflow-hidden border-b border-ink-100 bg-white">
        <div aria-hidden="true" className="absolute inset-0 hero-grid" />
        <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
          <div>
            <div lang={homeLang}>
              <p className="eyebrow text-brand-700">{home.hero.eyebrow}</p>
              <h1 className="mt-3 text-display font-bold text-balance text-ink-950">{home.hero.title}</h1>
              <p className="mt-6 max-w-xl text-lead text-ink-600">{home.hero.lead}</p>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href={localPath(texts, "/courses")} size="lg">
                {t("home.explore")}
                <ArrowRight />
              </ButtonLink>
              <ButtonLink href="#how-it-works" size="lg" variant="secondary">
                {t("home.howItWorks")}
              </ButtonLink>
            </div>
            <ul lang={homeLang} className="mt-10 grid gap-3 sm:grid-cols-2">
              {home.hero.claims.map((claim) => (
                <li key={claim} className="flex items-center gap-2.5 font-medium text-ink-800">
                  <CircleCheck className="size-5 shrink-0 text-brand-600" />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
          <HeroPreview
            course={preview.course}
            curriculum={preview.curriculum}
            curriculumLang={preview.curriculumLang}
            texts={texts}
          />
        </Container>
      </div>

      <Section aria-labelledby="featured-courses">
        <SectionHeading
          id="featured-courses"
          lang={homeLang}
          eyebrow={home.featured.eyebrow}
          title={home.featured.title}
          description={home.featured.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {courses.map((course, index) => (
            <li key={course.id} className="flex">
              <FeaturedCourseCard course={course} step={index + 1} texts={texts} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={localPath(texts, "/courses")} variant="secondary" size="lg">
            {t("home.viewAll")}
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>

      <Testimonials
        reviews={testimonials}
        headingId="testimonials"
        description={t("home.testimonialsLead")}
        texts={texts}
      />

      <Section id="how-it-works" tone="white" aria-labelledby="how-it-works-title">
        <SectionHeading
          id="how-it-works-title"
          lang={homeLang}
          eyebrow={home.enrolment.eyebrow}
          title={home.enrolment.title}
          description={home.enrolment.description}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {home.enrolment.steps.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? ShieldCheck;
            return (
              <li key={step.title} className="rounded-card border border-ink-200 bg-surface p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-ink-500">
                    {t("home.step", { step: index + 1 })}
                  </span>
                </div>
                <div lang={homeLang}>
                  <h3 className="mt-4 text-lg font-bold text-ink-950">{step.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-600">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section>
        <div className="palette-fixed flex flex-col items-start gap-6 rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div lang={homeLang} className="max-w-xl">
            <h2 className="text-2xl font-bold sm:text-3xl">{home.advice.title}</h2>
            <p className="mt-3 text-brand-100">{home.advice.text}</p>
          </div>
          <ButtonLink href={localPath(texts, "/contact")} variant="inverse" size="lg">
            {t("home.ask")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
