import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

/**
 * The line above the specification's fallback (an unknown course id shows course 1, SPEC section 8): says that the
 * course asked for was not found, so that a visitor does not take this course for the one a link promised. Its link
 * is a link in a sentence (WCAG 2.5.8 exempts it), so it keeps the line's height.
 */
export function CourseNotFoundNote({ title, texts }: { title: string; texts: Texts<KeysIn<"notFound">> }) {
  const t = translator(texts);
  return (
    <p className="rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900">
      {t("notFound.courseNote", { course: title })}{" "}
      <a
        href={localPath(texts, "/courses")}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t("notFound.allCourses")}
      </a>
    </p>
  );
}
