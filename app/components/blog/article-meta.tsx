import { CalendarDays, Clock, Eye, UserRound } from "~/components/ui/icons";
import { LocalDate } from "~/components/ui/local-date";
import { cn } from "~/lib/cn";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import type { Article } from "../../../model/schemas/blog";
import { type TextsOf, translator } from "../../../model/ui-texts";

/** Author, date, read time and views (where the post gives them) of an article, on one wrapping line. */
export function ArticleMeta({
  article,
  showAuthor = true,
  texts,
  className,
}: {
  article: Article;
  showAuthor?: boolean;
  texts: TextsOf<(typeof ISLAND_TEXTS)["blogIslands"]>;
  className?: string;
}) {
  const t = translator(texts);
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-ink-600 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ink-500",
        className,
      )}
    >
      {showAuthor ? (
        <li className="inline-flex items-center gap-1.5">
          <UserRound />
          <span>
            <span className="sr-only">{t("blog.author")} </span>
            {article.author}
          </span>
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays />
        <LocalDate date={article.date} lang={texts.lang} />
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock />
        {t("blog.readTime", { count: article.readMinutes })}
      </li>
      {article.views === null ? null : (
        <li className="inline-flex items-center gap-1.5">
          <Eye />
          {t("blog.views", { views: article.views })}
        </li>
      )}
    </ul>
  );
}

/** An article's tags; cards pass the first two (SPEC section 9). `label`: the list's accessible name. */
export function ArticleTags({
  tags,
  label,
  lang,
  className,
}: {
  tags: ReadonlyArray<string>;
  label: string;
  /** The tags' language where they are still the original's (the list's label stays the page's). */
  lang?: string | undefined;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          lang={lang}
          className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700 before:content-['#']"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
