import { site } from "virtual:site-config";

import { CourseCover } from "~/components/course/course-cover";
import { Badge } from "~/components/ui/badge";
import { Award, CircleCheck, CirclePlay } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

import { nameCategory } from "../../../model/course-format";
import { originalLangOf } from "../../../model/languages";
import type { Course, CurriculumSection } from "../../../model/schemas/courses";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** The preview's learner has finished two weeks and is in the third (fewer in a shorter course). */
const WEEKS_DONE = 2;
/** Weeks listed: three on a phone, four from the sm breakpoint. */
const WEEKS_SHOWN = 4;

/**
 * The home hero's picture of the product, in HTML from the content: a course as a learner follows it (its cover,
 * title, weeks and progress) and the certificate it ends with. Plain text and no controls: it shows, it does not
 * pretend to work.
 */
export function HeroPreview({
  course,
  curriculum,
  curriculumLang,
  texts,
}: {
  course: Course;
  curriculum: ReadonlyArray<CurriculumSection>;
  /** Set when the curriculum's titles are still the original's on a further language's page (originalLangOf). */
  curriculumLang?: string | undefined;
  texts: Texts<KeysIn<"home" | "course">>;
}) {
  const t = translator(texts);
  const done = Math.max(0, Math.min(WEEKS_DONE, curriculum.length - 1));
  const percent = Math.round((done / curriculum.length) * 100);
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <figcaption className="sr-only">{t("home.previewCaption", { course: course.title })}</figcaption>
      <div className="overflow-hidden rounded-panel border border-ink-200 bg-white shadow-raised">
        <div className="flex items-center gap-4 p-4 sm:p-5">
          <CourseCover
            cover={course.cover}
            firstScreen
            sizes="8rem"
            className="w-24 shrink-0 rounded-control sm:w-32"
          />
          <div className="min-w-0">
            <Badge>{nameCategory(course.category, texts)}</Badge>
            <p
              lang={originalLangOf(course, "title")}
              className="mt-1.5 leading-snug font-bold text-balance text-ink-950"
            >
              {course.title}
            </p>
          </div>
        </div>
        <div className="border-t border-ink-100 px-4 py-3 sm:px-5">
          <p className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold text-ink-900">
              {t("home.weekOf", { week: done + 1, weeks: curriculum.length })}
            </span>
            <span className="text-ink-600">{t("home.complete", { percent })}</span>
          </p>
          <div aria-hidden="true" className="mt-2 flex gap-1">
            {curriculum.map((week, index) => (
              <span
                key={week.title}
                className={cn(
                  "h-1.5 flex-1 rounded-full",
                  index < done
                    ? "bg-brand-600"
                    : index === done
                      ? "bg-linear-to-r from-brand-600 from-50% to-ink-100 to-50%"
                      : "bg-ink-100",
                )}
              />
            ))}
          </div>
        </div>
        <ol className="border-t border-ink-100 p-2 sm:p-3 lg:pb-10">
          {curriculum.slice(0, WEEKS_SHOWN).map((week, index) => (
            <li
              key={week.title}
              className={cn(
                "flex items-center gap-3 rounded-control px-2 py-2 text-sm",
                index === done && "bg-brand-50",
                index >= WEEKS_SHOWN - 1 && "hidden sm:flex",
              )}
            >
              {index < done ? (
                <CircleCheck className="size-5 shrink-0 text-brand-600" />
              ) : index === done ? (
                <CirclePlay className="size-5 shrink-0 text-brand-700" />
              ) : (
                <span aria-hidden="true" className="size-5 shrink-0 rounded-full border-2 border-ink-300" />
              )}
              <span>
                <span className="block text-xs font-medium text-ink-500">
                  {t("home.week", { week: index + 1 })}
                </span>
                <span lang={curriculumLang} className="block font-medium text-ink-900">
                  {week.title}
                </span>
                <span className="sr-only">
                  {t(index < done ? "home.done" : index === done ? "home.inProgress" : "home.toCome")}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-3 flex items-center gap-4 rounded-card bg-brand-800 p-4 text-white shadow-raised lg:relative lg:-mt-8 lg:ml-auto lg:w-80 lg:-rotate-2">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-brand-100">
          <Award className="size-6" />
        </span>
        <span>
          <span className="block text-xs font-semibold tracking-wider text-brand-200 uppercase">
            {t("home.certificate")}
          </span>
          <span className="block leading-snug font-semibold">{course.shortTitle}</span>
          <span className="block text-sm text-brand-100">{site.name}</span>
        </span>
      </div>
    </figure>
  );
}
