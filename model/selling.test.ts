import { describe, expect, test } from "vitest";

import { dayIn, findNextCohort, isSaleOn, isTimeZone, readToday, resolveEnrolment } from "./selling.ts";

const SALE = { until: "2026-12-31" };

describe("a sale", () => {
  test("is on during its last day", () => {
    expect(isSaleOn(SALE, "2026-12-31")).toBe(true);
  });
  test("is over the day after", () => {
    expect(isSaleOn(SALE, "2027-01-01")).toBe(false);
  });
  test("is on before its last day", () => {
    expect(isSaleOn(SALE, "2026-11-26")).toBe(true);
  });
  test("without a sale nothing is on", () => {
    expect(isSaleOn(undefined, "2026-11-26")).toBe(false);
  });
});

describe("the site's today", () => {
  test("the last evening of a sale in New York is already the day after in UTC", () => {
    const now = new Date("2027-01-01T03:00:00Z");
    expect(dayIn("America/New_York", now)).toBe("2026-12-31");
    expect(isSaleOn(SALE, dayIn("America/New_York", now))).toBe(true);
    expect(isSaleOn(SALE, dayIn("UTC", now))).toBe(false);
  });
  test("in Auckland the sale ends while it is still noon of its last day in UTC", () => {
    const now = new Date("2026-12-31T12:00:00Z");
    expect(dayIn("Pacific/Auckland", now)).toBe("2027-01-01");
    expect(isSaleOn(SALE, dayIn("Pacific/Auckland", now))).toBe(false);
  });
  test("SITE_TODAY fixes the day", () => {
    expect(readToday({ SITE_TODAY: "2026-12-15" }, "UTC", new Date("2030-01-01T00:00:00Z"))).toBe(
      "2026-12-15",
    );
  });
  test("without SITE_TODAY it is the real day in the time zone", () => {
    expect(readToday({}, "Asia/Tokyo", new Date("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
  });
  test("a SITE_TODAY that is not a date is refused", () => {
    expect(() => readToday({ SITE_TODAY: "2026-02-30" })).toThrow(/SITE_TODAY: expected a date/);
    expect(() => readToday({ SITE_TODAY: "15.12.2026" })).toThrow(/YYYY-MM-DD/);
  });
  test("time zones are the ones Intl knows", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Europe/Atlantis")).toBe(false);
  });
});

describe("cohorts", () => {
  const cohorts = [{ starts: "2027-03-02" }, { starts: "2027-01-12", enrolBy: "2027-01-05" }];
  test("the next open cohort is the earliest whose enrolment is open", () => {
    expect(findNextCohort(cohorts, "2026-12-15")).toEqual({ starts: "2027-01-12", enrolBy: "2027-01-05" });
  });
  test("enrolment stays open on its last day", () => {
    expect(findNextCohort(cohorts, "2027-01-05")?.starts).toBe("2027-01-12");
  });
  test("a cohort whose enrolment has closed disappears", () => {
    expect(findNextCohort(cohorts, "2027-01-06")).toEqual({ starts: "2027-03-02", enrolBy: "2027-03-02" });
  });
  test("without enrolBy a cohort takes enrolments until it starts", () => {
    expect(findNextCohort(cohorts, "2027-03-02")?.starts).toBe("2027-03-02");
    expect(findNextCohort(cohorts, "2027-03-03")).toBeUndefined();
  });
});

describe("enrolment", () => {
  test("is open by default", () => {
    expect(resolveEnrolment({}, "2026-12-15")).toBe("open");
  });
  test("a waitlist course takes a waitlist", () => {
    expect(resolveEnrolment({ enrolment: "waitlist" }, "2026-12-15")).toBe("waitlist");
  });
  test("dated cohorts with none open fall back to the waitlist", () => {
    expect(resolveEnrolment({ cohorts: [{ starts: "2026-12-01" }] }, "2026-12-15")).toBe("waitlist");
    expect(resolveEnrolment({ cohorts: [{ starts: "2027-01-12" }] }, "2026-12-15")).toBe("open");
  });
});
