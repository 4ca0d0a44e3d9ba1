import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";

import { CourseCurriculum } from "~/components/course/course-curriculum";
import { CourseFaq } from "~/components/course/course-faq";
import { CourseHeader } from "~/components/course/course-header";
import { CourseInstructor } from "~/components/course/course-instructor";
import { CourseOverview } from "~/components/course/course-overview";
import { OtherCourses } from "~/components/course/other-courses";
import { StickyEnrollBar } from "~/components/course/sticky-enroll-bar";
import { EmptyState } from "~/components/ui/empty-state";
import { MessageSquareText } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "~/components/ui/tabs";
import { useHydrated } from "~/hooks/use-hydrated";
import { useScrolledBetween } from "~/hooks/use-scrolled-between";
import { buildCourseTabHash, COURSE_TABS, type CourseTab, resolveCourseTab } from "~/lib/course-tabs";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";
import { courseShareImage } from "~/lib/share-images";
import { toCountWord } from "~/lib/words";

import type { Route } from "./+types/course";

const TAB_LABELS: Record<CourseTab, string> = {
  overview: "Overview",
  curriculum: "Curriculum",
  instructor: "Instructor",
  reviews: "Reviews",
};

/** Matches the fixed header's height (--spacing-header, 4rem). */
const HEADER_HEIGHT_PX = 64;

// The course, the other courses, and the curriculum, requirements, FAQ and instructor reach the page as loader
// data, which also resolves ids the prerender never saw (unknown ids fall back to course 1), so that no page's
// JavaScript carries the catalogue or every curriculum: docs/decisions/0003-client-loaders-import-content-lazily.md.
const readCoursePage = importOnCall(async () => (await import("~/lib/course-page")).readCoursePage);

export const loader = ({ params }: Route.LoaderArgs) => readCoursePage(params.id);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => readCoursePage(params.id);

export function meta({ loaderData }: Route.MetaArgs) {
  const { course } = loaderData;
  return pageMeta({
    title: course.title,
    description: course.description,
    path: `/course/${course.id}`,
    image: courseShareImage(course),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Courses", path: "/courses" },
      { name: course.title, path: `/course/${course.id}` },
    ],
    jsonLd: [loaderData.jsonLd],
  });
}

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  const { course, otherCourses, details } = loaderData;
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The prerendered HTML opens Overview; a #curriculum (…) hash applies from the first render after hydration.
  const tab = resolveCourseTab(hydrated ? hash : "");
  const curriculumTabRef = useRef<HTMLButtonElement>(null);
  const enrollRef = useRef<HTMLDivElement>(null);
  const contentEndRef = useRef<HTMLDivElement>(null);
  const stickyBarShown = useScrolledBetween(enrollRef, contentEndRef, HEADER_HEIGHT_PX);

  function selectTab(next: CourseTab) {
    navigate({ hash: buildCourseTabHash(next) }, { replace: true, preventScrollReset: true });
  }

  function previewCourse() {
    selectTab("curriculum");
    curriculumTabRef.current?.focus();
  }

  return (
    <>
      <CourseHeader course={course} enrollRef={enrollRef} onPreview={previewCourse} />

      <Section className="pt-10 sm:pt-12">
        {/* Targets for links such as /course/1#curriculum, so that the browser opens the page at the tabs. They exist
            only in the prerendered HTML: afterwards the router would scroll to them on every change of tab. */}
        {hydrated ? null : COURSE_TABS.map((name) => <span key={name} id={name} />)}
        <Tabs value={tab} onValueChange={(value) => selectTab(resolveCourseTab(value))}>
          <TabsList aria-label="Course information" className="sm:gap-1">
            {COURSE_TABS.map((name) => (
              <TabsTrigger
                key={name}
                value={name}
                ref={name === "curriculum" ? curriculumTabRef : undefined}
                className="flex-1 px-1.5 text-[0.8125rem] sm:flex-none sm:px-5 sm:text-sm"
              >
                {TAB_LABELS[name]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsPanel value="overview" className="pt-8">
            <CourseOverview course={course} details={details} />
          </TabsPanel>
          <TabsPanel value="curriculum" className="pt-8">
            <CourseCurriculum curriculum={details.curriculum} />
          </TabsPanel>
          <TabsPanel value="instructor" className="pt-8">
            <CourseInstructor instructor={details.instructor} />
          </TabsPanel>
          <TabsPanel value="reviews" className="pt-8">
            <EmptyState
              icon={MessageSquareText}
              title="No reviews yet"
              description="Be the first to review this course!"
            />
          </TabsPanel>
        </Tabs>
      </Section>

      <Section tone="white" aria-labelledby="course-faq">
        <SectionHeading
          id="course-faq"
          eyebrow="Before you enrol"
          title="Questions about this course"
          description="Short answers to what people ask us most about this course."
        />
        <div className="mt-10">
          <CourseFaq items={details.faq} />
        </div>
      </Section>

      <Section aria-labelledby="other-courses">
        <SectionHeading
          id="other-courses"
          eyebrow="Keep going"
          title="Explore the other courses"
          description={`The ${toCountWord(otherCourses.length + 1)} courses follow a business from its first customer to its first foreign market.`}
        />
        <div className="mt-10">
          <OtherCourses courses={otherCourses} />
        </div>
      </Section>

      <div ref={contentEndRef} />
      <StickyEnrollBar course={course} shown={stickyBarShown} />
    </>
  );
}
