import { expect, test } from "vitest";

import { readFixtureTexts } from "../../scripts/content/test-content";
import { describeCohort, describeSale, enrolLabel, purchaseLabel, quoteCourseOn } from "./course-offer";

const ENGLISH = readFixtureTexts();
const GERMAN = readFixtureTexts("de");

const ON_SALE = {
  price: "$290",
  priceAmount: 290,
  sale: { until: "2026-12-31", label: "Launch price", regularPrice: "$390", regularPriceAmount: 390 },
};

test("a sale names its label and its last day", () => {
  expect(describeSale(ON_SALE.sale, ENGLISH)).toBe("Launch price until December 31, 2026");
  expect(describeSale({ ...ON_SALE.sale, label: undefined }, ENGLISH)).toBe(
    "Sale price until December 31, 2026",
  );
});

test("a cohort names its start and the last day to enrol", () => {
  expect(describeCohort({ starts: "2027-01-12", enrolBy: "2027-01-05" }, ENGLISH)).toBe(
    "Next cohort starts January 12, 2027 · enrol by January 5",
  );
  expect(describeCohort({ starts: "2027-01-12", enrolBy: "2027-01-12" }, ENGLISH)).toBe(
    "Next cohort starts January 12, 2027",
  );
});

test("a German page writes the sale and the cohort in German, with German dates", () => {
  expect(describeSale({ ...ON_SALE.sale, label: undefined }, GERMAN)).toBe(
    "Aktionspreis bis 31. Dezember 2026",
  );
  expect(describeCohort({ starts: "2027-01-12", enrolBy: "2027-01-05" }, GERMAN)).toBe(
    "Der nächste Durchgang beginnt am 12. Januar 2027 · Anmeldung bis 5. Januar",
  );
});

test("a waitlist course offers the waitlist where an open one offers Enroll Now and Purchase", () => {
  expect(enrolLabel({ enrolment: "open" }, ENGLISH)).toBe("Enroll Now");
  expect(purchaseLabel({ enrolment: "open" }, ENGLISH)).toBe("Purchase");
  expect(enrolLabel({ enrolment: "waitlist" }, ENGLISH)).toBe("Join the waitlist");
  expect(purchaseLabel({ enrolment: "waitlist" }, ENGLISH)).toBe("Join the waitlist");
});

test("a request on the sale's last day quotes the sale price", () => {
  expect(quoteCourseOn(ON_SALE, "2026-12-31")).toEqual(ON_SALE);
});

test("a request the day after quotes the regular price and nothing of the sale", () => {
  expect(quoteCourseOn(ON_SALE, "2027-01-01")).toEqual({ price: "$390", priceAmount: 390 });
});

test("a request after the next cohort's last day to enrol names no cohort; on that day it still does", () => {
  const cohort = { ...ON_SALE, nextCohort: { starts: "2027-01-12", enrolBy: "2027-01-05" } };
  expect(quoteCourseOn(cohort, "2026-12-20")).toEqual(cohort);
  expect(quoteCourseOn(cohort, "2027-01-05")).toMatchObject({ nextCohort: cohort.nextCohort });
  expect(quoteCourseOn(cohort, "2027-01-06")).toEqual({ price: "$390", priceAmount: 390 });
});
