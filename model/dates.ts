/** Midnight UTC of an ISO calendar date (YYYY-MM-DD), so the day does not shift with the visitor's time zone. */
export function parseIsoDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** With a fixed locale the result is the same at build time and in the browser. */
export function formatCalendarDate(isoDate: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    parseIsoDate(isoDate),
  );
}

/** The visitor's preferred locale of `lang`, else `lang`: never another language's month names. */
export function pickDateLocale(lang: string, preferred: ReadonlyArray<string>) {
  const language = lang.split("-")[0]?.toLowerCase();
  return preferred.find((locale) => locale.split("-")[0]?.toLowerCase() === language) ?? lang;
}

/** The site's first language (content/site.yml `languages`), in which the build writes the dates and prices it stores. */
export function contentLanguage(site: { languages: ReadonlyArray<string> } | undefined) {
  return site?.languages[0] ?? "en";
}

export function formatRfc822Date(isoDate: string) {
  return parseIsoDate(isoDate).toUTCString();
}
