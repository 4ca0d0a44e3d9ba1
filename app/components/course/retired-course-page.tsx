import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { MissingPage } from "~/components/ui/missing-page";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Head } from "~/lib/seo";

import type { Course, RetiredCourse } from "../../../model/schemas/courses";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { OtherCourses } from "./other-courses";

/** A retired course's old address (/course/{id} or /purchase/{id}): it says the course is no longer offered. */
type RetiredTexts = Texts<KeysIn<"coursePage" | "course" | "offer" | "layout">>;

export function retiredCourseHead(course: RetiredCourse, path: string, texts: RetiredTexts): Head {
  const t = translator(texts);
  return {
    title: course.title,
    description: t("coursePage.retiredDescription", { course: course.title }),
    path,
    parent: { name: t("layout.courses"), path: "/courses" },
    noindex: true,
  };
}

export function RetiredCoursePage({
  course,
  courses,
  texts,
}: {
  /** `lang`: its title's language while that is the original's (readRetiredCourse). */
  course: RetiredCourse & { lang?: string | undefined };
  courses: ReadonlyArray<Course>;
  texts: RetiredTexts;
}) {
  const t = translator(texts);
  return (
    <>
      <MissingPage
        eyebrow={t("coursePage.retiredEyebrow")}
        title={course.title}
        titleLang={course.lang}
        lang={texts.lang}
        lead={t("coursePage.retiredLead")}
        hint={t("coursePage.retiredHint")}
      >
        <ButtonLink href={localPath(texts, "/courses")}>
          {t("coursePage.browseAll")}
          <ArrowRight />
        </ButtonLink>
      </MissingPage>
      <Section tone="white" aria-labelledby="current-courses">
        <SectionHeading
          id="current-courses"
          eyebrow={t("coursePage.offeredNow")}
          title={t("coursePage.currentCourses")}
        />
        <div className="mt-10">
          <OtherCourses courses={courses} texts={texts} />
        </div>
      </Section>
    </>
  );
}
