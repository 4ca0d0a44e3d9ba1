import { textLinkClass } from "~/components/ui/text-link";

/**
 * The line above the specification's fallback (an unknown course id shows course 1, SPEC section 8): says that the
 * course asked for was not found, so that a visitor does not take this course for the one a link promised.
 */
export function CourseNotFoundNote({ title }: { title: string }) {
  return (
    <p className="rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900">
      The course you asked for was not found, so this page shows {title}.{" "}
      <a href="/courses" className={textLinkClass}>
        See all courses
      </a>
    </p>
  );
}
