/** Midnight UTC of an ISO calendar date (YYYY-MM-DD), so the day does not shift with the visitor's time zone. */
export function parseIsoDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * A calendar date in the given locale (the visitor's when omitted), e.g. "October 27, 2026" in en-US or
 * "27 October 2026" in en-GB. With a fixed locale the result is the same at build time and in the browser.
 */
export function formatCalendarDate(isoDate: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    parseIsoDate(isoDate),
  );
}

/**
 * The locale a page in `lang` writes its dates in: the visitor's first preferred locale of that language
 * (`en-GB` on an English page), else `lang` itself, so that a page never shows another language's month names.
 */
export function pickDateLocale(lang: string, preferred: ReadonlyArray<string>) {
  const language = lang.split("-")[0]?.toLowerCase();
  return preferred.find((locale) => locale.split("-")[0]?.toLowerCase() === language) ?? lang;
}

/** The site's first language (content/site.yml `languages`), in which the build writes the dates and prices it stores. */
export function contentLanguage(site: { languages: ReadonlyArray<string> } | undefined) {
  return site?.languages[0] ?? "en";
}

/** RFC 822 date-time for RSS, e.g. "Tue, 27 Oct 2026 00:00:00 GMT". */
export function formatRfc822Date(isoDate: string) {
  return parseIsoDate(isoDate).toUTCString();
}
