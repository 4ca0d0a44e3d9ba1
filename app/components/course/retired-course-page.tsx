import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { MissingPage } from "~/components/ui/missing-page";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Course, RetiredCourse } from "~/content/courses";
import { pageMeta } from "~/lib/seo";

import { OtherCourses } from "./other-courses";

/**
 * A retired course's old address (/course/{id} or /purchase/{id}): kept so that links and bookmarks still answer,
 * saying the course is no longer offered and leading to the courses offered now; not indexed (content/README.md,
 * "Add, retire or remove a course").
 */
export function retiredCourseMeta(course: RetiredCourse, path: string) {
  return pageMeta({
    title: course.title,
    description: `${course.title} is no longer offered. See the courses we offer now.`,
    path,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Courses", path: "/courses" },
      { name: course.title, path },
    ],
    extra: [{ name: "robots", content: "noindex" }],
  });
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
