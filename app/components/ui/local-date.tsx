import { useHydrated } from "~/hooks/use-hydrated";

import { formatCalendarDate, STABLE_DATE_LOCALE } from "../../../model/dates";

/**
 * A calendar date in the visitor's own format. The prerendered HTML and the first client render use one fixed
 * format (so hydration matches); the visitor's locale takes over right after.
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={date} className={className}>
      {formatCalendarDate(date, hydrated ? undefined : STABLE_DATE_LOCALE)}
    </time>
  );
}
