import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import {
  ArrowLeft,
  ArrowRight,
  Award,
  InfinityIcon,
  ListVideo,
  ShieldCheck,
  Smartphone,
} from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { enrolLabel } from "~/lib/course-offer";
import type { GuaranteeTitle } from "~/lib/promises";

import { DETAIL_FEATURE_COUNT, nameCategory } from "../../../model/course-format";
import { originalLangOf } from "../../../model/languages";
import type { Course } from "../../../model/schemas/courses";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { CourseCover } from "./course-cover";
import { CourseFacts } from "./course-facts";
import { CourseFeatureList } from "./course-feature-list";
import { CourseNotFoundNote } from "./course-not-found-note";
import { OfferNotes, RegularPrice } from "./course-offer";

/** The texts of a course page's parts (content/ui/<lang>.yml: `coursePage:`, `course:`, `offer:`). */
export type CoursePageTexts = Texts<KeysIn<"coursePage" | "course" | "offer">>;

/** The element the sticky enrolment bar watches (sticky-enroll-bar.tsx). */
export const ENROLL_LINK_ID = "enroll";

function listPromises(course: Pick<Course, "nextCohort">, guarantee: GuaranteeTitle, texts: CoursePageTexts) {
  const t = translator(texts);
  return [
    { icon: ShieldCheck, text: guarantee.text, lang: guarantee.lang },
    { icon: InfinityIcon, text: t("coursePage.lifetimeAccess") },
    { icon: Award, text: t("coursePage.certificate") },
    // A cohort course keeps a schedule: "at your own pace" would not be true of it.
    { icon: Smartphone, text: t(course.nextCohort ? "coursePage.anyDeviceCohort" : "coursePage.anyDevice") },
  ];
}

/**
 * The top of a course page: what the course is, its numbers, the enrolment card, and the page's main part
 * (`children`, the tabs) beside it. Holds the page's <h1>. On a phone the card follows the title, so that the
 * price and Enroll Now are in the first screen; on a desktop it stays in view beside the tabs. On the fallback
 * for an unknown id (`notFound`, the texts of its note) it first says that the course asked for was not found.
 */
export function CourseHeader({
  course,
  guarantee,
  texts,
  notFound,
  children,
}: {
  course: Course;
  /** The page's language's guarantee (guaranteeTitle). */
  guarantee: GuaranteeTitle;
  texts: CoursePageTexts;
  notFound?: Texts<KeysIn<"notFound">>;
  children?: React.ReactNode;
}) {
  const t = translator(texts);
  return (
    <div className="relative border-b border-ink-100 bg-white">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-[42rem] hero-grid" />
      <Container className="relative grid course-header gap-x-12 gap-y-8 py-8 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16">
        <div className="[grid-area:title]">
          {notFound ? (
            <div className="mb-6">
              <CourseNotFoundNote title={course.title} texts={notFound} />
            </div>
          ) : null}
          <a
            href={localPath(texts, "/courses")}
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" />
            {t("coursePage.allCourses")}
          </a>
          <div className="mt-6">
            <Badge>{nameCategory(course.category, texts)}</Badge>
          </div>
          <h1
            lang={originalLangOf(course, "title")}
            className="mt-3 max-w-3xl text-display font-bold text-balance wrap-break-word hyphens-auto text-ink-950"
          >
            {course.title}
          </h1>
        </div>
        <div className="[grid-area:about]">
          <p lang={originalLangOf(course, "description")} className="max-w-2xl text-lead text-ink-600">
            {course.description}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
            <StarRating rating={course.rating} texts={texts} />
            <CourseFacts course={course} texts={texts} />
          </div>
          <h2 className="mt-8 eyebrow text-ink-500">{t("coursePage.included")}</h2>
          <CourseFeatureList
            features={course.features.slice(0, DETAIL_FEATURE_COUNT)}
            lang={originalLangOf(course, "features")}
            className="mt-3 grid gap-x-6 gap-y-2.5 text-base sm:grid-cols-2"
          />
        </div>

        <aside
          aria-label={t("coursePage.enrolment")}
          className="self-start overflow-hidden rounded-card border border-ink-200 bg-white shadow-raised [grid-area:card] lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
        >
          <CourseCover cover={course.cover} firstScreen largest className="w-full" />
          <div className="p-5 sm:p-6">
            <p className="text-sm font-medium text-ink-600">{t("coursePage.oneTimePrice")}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-4xl font-bold text-ink-950">
              <span>{course.price}</span>
              <RegularPrice course={course} texts={texts} className="text-xl" />
            </p>
            <OfferNotes course={course} texts={texts} className="mt-3 text-brand-700" />
            <div className="mt-5 grid gap-3">
              {/* The phone's sticky bar appears once this Enroll Now link has scrolled out of view. */}
              <div id={ENROLL_LINK_ID} className="grid">
                <ButtonLink href={localPath(texts, `/purchase/${course.id}`)} size="lg">
                  {enrolLabel(course, texts)}
                  <ArrowRight />
                </ButtonLink>
              </div>
              {/* The free lesson, or the Curriculum tab (course-tabs.tsx); without JavaScript, jumps to the tabs. */}
              <ButtonLink
                href={course.hasPreview ? localPath(texts, `/course/${course.id}/preview`) : "#curriculum"}
                variant="secondary"
                size="lg"
              >
                <ListVideo />
                {t("coursePage.preview")}
              </ButtonLink>
            </div>
            <ul className="mt-6 space-y-3 border-t border-ink-100 pt-5 text-sm text-ink-700">
              {listPromises(course, guarantee, texts).map(({ icon: Icon, text, lang }) => (
                <li key={text} className="flex items-center gap-2.5">
                  <Icon className="size-5 shrink-0 text-brand-600" />
                  {lang ? <span lang={lang}>{text}</span> : text}
                </li>
              ))}
            </ul>
          </div>
        </aside>
        {children ? <div className="min-w-0 [grid-area:main]">{children}</div> : null}
      </Container>
    </div>
  );
}
