import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { enrolLabel } from "~/lib/course-offer";
import { GUARANTEE_TITLE } from "~/lib/promises";

import type { Course, CourseFaq as CourseFaqItem } from "../../../model/schemas/courses";
import type { Review } from "../../../model/schemas/reviews";
import { CourseFaq } from "./course-faq";
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
  testimonials = [],
  otherCoursesText,
}: {
  course: Course;
  /** Above the other courses (content/pages.yml, catalogue.otherCourses). */
  otherCoursesText: string;
  faq: ReadonlyArray<CourseFaqItem>;
  otherCourses: ReadonlyArray<Course>;
  /** The course's featured reviews. */
  testimonials?: ReadonlyArray<Review>;
}) {
  return (
    <>
      <Testimonials
        reviews={testimonials}
        headingId="course-testimonials"
        description={`Learners of ${course.title}, in their own words.`}
      />
      <Section tone="white" aria-labelledby="course-faq">
        <SectionHeading
          id="course-faq"
          eyebrow="Before you enrol"
          title="Questions about this course"
          description="Short answers to what people ask us most about this course."
        />
        <div className="mt-10">
          <CourseFaq items={faq} />
        </div>
      </Section>

      <Section aria-labelledby="other-courses">
        <SectionHeading
          id="other-courses"
          eyebrow="Keep going"
          title="Explore the other courses"
          description={otherCoursesText}
        />
        <div className="mt-10">
          <OtherCourses courses={otherCourses} />
        </div>
      </Section>
      <div id={COURSE_CONTENT_END_ID} />
      <Section aria-labelledby="course-enrol" className="pt-0 sm:pt-0">
        <div className="palette-fixed flex flex-col items-start gap-6 rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="course-enrol" className="text-2xl font-bold text-balance sm:text-3xl">
              Ready to start {course.title}?
            </h2>
            <p className="mt-3 text-brand-100">
              {course.price}
              {course.sale ? ` (regular ${course.sale.regularPrice})` : ""}, paid once · {course.duration} ·{" "}
              {GUARANTEE_TITLE}
            </p>
          </div>
          <ButtonLink href={`/purchase/${course.id}`} variant="inverse" size="lg">
            {enrolLabel(course)}
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
