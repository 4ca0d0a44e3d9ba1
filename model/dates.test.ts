import { expect, test } from "vitest";

import { formatCalendarDate, formatRfc822Date, pickDateLocale } from "./dates";

test("the stable format is the long US date", () => {
  expect(formatCalendarDate("2026-10-27", "en-US")).toBe("October 27, 2026");
});

test("other locales get their own format", () => {
  expect(formatCalendarDate("2026-10-27", "en-GB")).toBe("27 October 2026");
  expect(formatCalendarDate("2026-10-27", "de-DE")).toBe("27. Oktober 2026");
});

test("the day does not shift at the edges of the year", () => {
  expect(formatCalendarDate("2026-01-01", "en-US")).toBe("January 1, 2026");
  expect(formatCalendarDate("2025-12-31", "en-US")).toBe("December 31, 2025");
});

test("RSS dates are RFC 822", () => {
  expect(formatRfc822Date("2026-10-27")).toBe("Tue, 27 Oct 2026 00:00:00 GMT");
});

test("a page's dates take the visitor's regional form of the page's language, never another language", () => {
  expect(pickDateLocale("en", ["de-DE", "en-GB", "en-US"])).toBe("en-GB");
  expect(pickDateLocale("de", ["de-AT", "de"])).toBe("de-AT");
  expect(pickDateLocale("de", ["en-US"])).toBe("de");
  expect(pickDateLocale("en", [])).toBe("en");
  expect(formatCalendarDate("2026-10-27", "en")).toBe("October 27, 2026");
});
