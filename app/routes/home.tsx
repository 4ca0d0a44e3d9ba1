import { FeaturedCourseCard } from "~/components/home/featured-course-card";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowRight, CircleCheck, Mail, MousePointerClick, ShieldCheck } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { courses } from "~/content/courses";
import { site } from "~/content/site";
import type { PageHandle } from "~/hooks/use-page-hydrates";
import { pageMeta } from "~/lib/seo";
import { toCountWord } from "~/lib/words";

/** "four": the number of courses, as the page's sentences say it. */
const COURSE_COUNT = toCountWord(courses.length);
const COURSE_COUNT_CAPITAL = toCountWord(courses.length, { capital: true });

const HERO_CLAIMS = ["Expert-led courses", "Lifetime access", "Certificate included", "Mobile friendly"];

const ENROLMENT_STEPS = [
  {
    icon: MousePointerClick,
    title: "Choose your course",
    text: `Compare the ${COURSE_COUNT} courses by level, length and price, and open any of them for the full curriculum.`,
  },
  {
    icon: Mail,
    title: "Send a purchase request",
    text: `Fill in a short form and we prepare the email for you. Send it from your own mail app to ${site.email}.`,
  },
  {
    icon: ShieldCheck,
    title: "Start learning, risk-free",
    text: `We reply within ${site.promises.replyTime} on business days with payment details. Lifetime access and a ${site.promises.guarantee}.`,
  },
];

// Nothing here to interact with: the prerendered page ships no JavaScript
// (docs/decisions/0009-static-pages-ship-no-javascript.md).
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return pageMeta({
    title: "Online business courses from idea to global growth",
    description: `${COURSE_COUNT_CAPITAL} expert-led online business courses: entrepreneurship, company formation and finance, e-export and digital marketing, growth and investment. Lifetime access and a certificate.`,
    path: "/",
    brandFirst: true,
  });
}

export default function HomeRoute() {
  return (
    <>
      <div className="relative overflow-hidden border-b border-ink-100 bg-white">
        <div aria-hidden="true" className="hero-grid absolute inset-0" />
        <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
          <div>
            <p className="eyebrow text-brand-700">Online business courses</p>
            <h1 className="mt-3 text-display font-bold text-balance text-ink-950">
              Build a business that lasts, from first idea to global growth
            </h1>
            <p className="mt-6 max-w-xl text-lead text-ink-600">
              {`${COURSE_COUNT_CAPITAL} practical courses take you step by step from validating an idea to forming your company, selling across borders and preparing for investment, at your own pace and on any device.`}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/courses" size="lg">
                Explore Courses
                <ArrowRight />
              </ButtonLink>
              <ButtonLink to="#how-it-works" size="lg" variant="secondary">
                How enrolment works
              </ButtonLink>
            </div>
            <ul className="mt-10 grid gap-3 sm:grid-cols-2">
              {HERO_CLAIMS.map((claim) => (
                <li key={claim} className="flex items-center gap-2.5 font-medium text-ink-800">
                  <CircleCheck className="size-5 shrink-0 text-brand-600" />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
          <img
            src="/images/learning-path.svg"
            alt=""
            width={560}
            height={480}
            fetchPriority="high"
            className="mx-auto hidden w-full max-w-lg sm:block"
          />
        </Container>
      </div>

      <Section aria-labelledby="featured-courses">
        <SectionHeading
          id="featured-courses"
          eyebrow={`${COURSE_COUNT_CAPITAL} steps, one path`}
          title="Featured Courses"
          description="Each course stands on its own, and together they follow a business from its first customer to its first foreign market."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {courses.map((course, index) => (
            <li key={course.id} className="flex">
              <FeaturedCourseCard course={course} step={index + 1} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink to="/courses" variant="secondary" size="lg">
            View All Courses
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>

      <Section id="how-it-works" tone="white" aria-labelledby="how-it-works-title">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="No account, no card details online"
          title="How enrolment works"
          description="There is nothing to sign up for. You tell us which course you want and we take it from there, by email."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {ENROLMENT_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-card border border-ink-200 bg-surface p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                  <step.icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-500">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-ink-950">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section>
        <div className="flex flex-col items-start gap-6 rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 className="text-2xl font-bold sm:text-3xl">Not sure which course fits?</h2>
            <p className="mt-3 text-brand-100">
              Tell us where your business is today and we will recommend a starting point, usually within one
              business day.
            </p>
          </div>
          <ButtonLink to="/contact" variant="inverse" size="lg">
            Ask a question
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
