import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { MissingPage } from "~/components/ui/missing-page";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Head } from "~/lib/seo";

import type { Course, RetiredCourse } from "../../../model/schemas/courses";
import { OtherCourses } from "./other-courses";

/** A retired course's old address (/course/{id} or /purchase/{id}): it says the course is no longer offered. */
export function retiredCourseHead(course: RetiredCourse, path: string): Head {
  return {
    title: course.title,
    description: `${course.title} is no longer offered. See the courses we offer now.`,
    path,
    parent: { name: "Courses", path: "/courses" },
    noindex: true,
  };
}

export function RetiredCoursePage({
  course,
  courses,
}: {
  course: RetiredCourse;
  courses: ReadonlyArray<Course>;
}) {
  return (
    <>
      <MissingPage
        eyebrow="Course retired"
        title={course.title}
        lead="This course is no longer offered, so it can no longer be requested."
        hint="The courses we offer now are below, each with its curriculum, price and level."
      >
        <ButtonLink href="/courses">
          Browse all courses
          <ArrowRight />
        </ButtonLink>
      </MissingPage>
      <Section tone="white" aria-labelledby="current-courses">
        <SectionHeading id="current-courses" eyebrow="Offered now" title="Our current courses" />
        <div className="mt-10">
          <OtherCourses courses={courses} />
        </div>
      </Section>
    </>
  );
}
