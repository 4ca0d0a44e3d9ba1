import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { enrolLabel } from "~/lib/course-offer";
import type { GuaranteeTitle } from "~/lib/promises";

import type { Course, CourseFaq as CourseFaqItem } from "../../../model/schemas/courses";
import type { Review } from "../../../model/schemas/reviews";
import { localPath, translator } from "../../../model/ui-texts";
import { CourseFaq } from "./course-faq";
import type { CoursePageTexts } from "./course-header";
import { Testimonials } from "./course-reviews";
import { OtherCourses } from "./other-courses";

/** Where the course's content ends: the sticky enrolment bar hides from here on (sticky-enroll-bar.tsx). */
export const COURSE_CONTENT_END_ID = "course-content-end";

/**
 * The course page below its tabs: the course's FAQ and the other courses, the end of its content, and a last
 * call to enrol (the sticky bar has left by then, so the page ends on this course's own Enroll Now).
 */
export function CourseClosingSections({
  course,
  faq,
  otherCourses,
  guarantee,
  testimonials = [],
  otherCoursesText,
  otherCoursesLang,
  faqLang,
  texts,
}: {
  course: Course;
  texts: CoursePageTexts;
  /** Above the other courses (content/pages.yml, catalogue.otherCourses). */
  otherCoursesText: string;
  /** Each set when its text is still the original's on a further language's page (originalLangOf). */
  otherCoursesLang?: string | undefined;
  faqLang?: string | undefined;
  faq: ReadonlyArray<CourseFaqItem>;
  otherCourses: ReadonlyArray<Course>;
  /** The page's language's guarantee (guaranteeTitle), quoted by the last call to enrol. */
  guarantee: GuaranteeTitle;
  /** The course's featured reviews. */
  testimonials?: ReadonlyArray<Review>;
}) {
  const t = translator(texts);
  const terms = { price: course.price, duration: course.duration, guarantee: guarantee.text };
  return (
    <>
      <Testimonials
        reviews={testimonials}
        headingId="course-testimonials"
        description={t("coursePage.testimonialsLead", { course: course.title })}
        texts={texts}
      />
      <Section tone="white" aria-labelledby="course-faq">
        <SectionHeading
          id="course-faq"
          eyebrow={t("coursePage.faqEyebrow")}
          title={t("coursePage.faqTitle")}
          description={t("coursePage.faqLead")}
        />
        <div className="mt-10">
          <CourseFaq items={faq} lang={faqLang} />
        </div>
      </Section>

      <Section aria-labelledby="other-courses">
        <SectionHeading
          id="other-courses"
          eyebrow={t("coursePage.otherEyebrow")}
          title={t("coursePage.otherTitle")}
          description={otherCoursesText}
          descriptionLang={otherCoursesLang}
        />
        <div className="mt-10">
          <OtherCourses courses={otherCourses} texts={texts} />
        </div>
      </Section>
      <div id={COURSE_CONTENT_END_ID} />
      <Section aria-labelledby="course-enrol" className="pt-0 sm:pt-0">
        <div className="palette-fixed flex flex-col items-start gap-6 rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="course-enrol" className="text-2xl font-bold text-balance sm:text-3xl">
              {t("coursePage.readyTitle", { course: course.title })}
            </h2>
            <p className="mt-3 text-brand-100">
              {course.sale
                ? t("coursePage.closingSalePrice", { ...terms, regularPrice: course.sale.regularPrice })
                : t("coursePage.closingPrice", terms)}
            </p>
          </div>
          <ButtonLink href={localPath(texts, `/purchase/${course.id}`)} variant="inverse" size="lg">
            {enrolLabel(course, texts)}
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
