import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { ProseHtml } from "~/components/ui/prose-body";
import { enrolLabel } from "~/lib/course-offer";

import type { Course, CurriculumSection } from "../../../model/schemas/courses";
import { localPath, translator } from "../../../model/ui-texts";
import type { CoursePageTexts } from "./course-header";
import { OfferNotes, RegularPrice } from "./course-offer";

/** /course/{id}/preview: the free lesson, what the course goes on to cover, the price and Enroll Now. */
export function CoursePreviewPage({
  course,
  lessonHtml,
  curriculum,
  texts,
}: {
  course: Course;
  lessonHtml: string;
  curriculum: ReadonlyArray<CurriculumSection>;
  texts: CoursePageTexts;
}) {
  const t = translator(texts);
  return (
    <Container className="grid gap-x-12 gap-y-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <article className="min-w-0">
        <a
          href={localPath(texts, `/course/${course.id}`)}
          className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" />
          {t("coursePage.backToCourse")}
        </a>
        <p className="mt-6 eyebrow text-brand-700">{t("coursePage.freeLesson")}</p>
        <h1 className="mt-2 text-title font-bold text-balance text-ink-950">{course.title}</h1>
        <ProseHtml html={lessonHtml} className="mt-8" />
        <section aria-labelledby="course-continues" className="mt-12 border-t border-ink-200 pt-8">
          <h2 id="course-continues" className="text-2xl font-bold text-ink-950">
            {t("coursePage.goesOn")}
          </h2>
          <ol className="mt-5 grid gap-3">
            {curriculum.map((week, index) => (
              <li key={week.title} className="flex gap-3 text-ink-700">
                <span className="min-w-16 shrink-0 font-semibold whitespace-nowrap text-brand-700">
                  {t("coursePage.weekNumber", { week: index + 1 })}
                </span>
                {week.title}
              </li>
            ))}
          </ol>
        </section>
      </article>
      <aside
        aria-label={t("coursePage.enrolment")}
        className="self-start rounded-card border border-ink-200 bg-white p-5 shadow-raised sm:p-6 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
      >
        <p className="text-sm font-medium text-ink-600">{t("coursePage.oneTimePrice")}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-4xl font-bold text-ink-950">
          {course.price}
          <RegularPrice course={course} texts={texts} className="text-xl" />
        </p>
        <OfferNotes course={course} texts={texts} className="mt-3 text-brand-700" />
        <div className="mt-5 grid">
          <ButtonLink href={localPath(texts, `/purchase/${course.id}`)} size="lg">
            {enrolLabel(course, texts)}
            <ArrowRight />
          </ButtonLink>
        </div>
      </aside>
    </Container>
  );
}
