import { useSyncExternalStore } from "react";

import { formatCalendarDate, pickDateLocale } from "../../../model/dates";

function subscribe() {
  return () => {};
}

/**
 * A calendar date in the page's language `lang`, by Intl. The prerendered HTML and the first client render write
 * it in `lang` itself (so hydration matches); then a visitor whose browser prefers a regional form of that
 * language (en-GB on an English page) gets that form. Another language's format never replaces the page's.
 */
export function LocalDate({ date, lang, className }: { date: string; lang: string; className?: string }) {
  const locale = useSyncExternalStore(
    subscribe,
    () => pickDateLocale(lang, navigator.languages),
    () => lang,
  );
  return (
    <time dateTime={date} className={className}>
      {formatCalendarDate(date, locale)}
    </time>
  );
}
