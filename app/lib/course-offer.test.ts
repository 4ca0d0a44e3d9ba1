import { expect, test } from "vitest";

import { describeCohort, describeSale, quoteCourseOn } from "./course-offer";

const ON_SALE = {
  price: "$290",
  priceAmount: 290,
  sale: { until: "2026-12-31", label: "Launch price", regularPrice: "$390", regularPriceAmount: 390 },
};

test("a sale names its label and its last day", () => {
  expect(describeSale(ON_SALE.sale)).toBe("Launch price until December 31, 2026");
  expect(describeSale({ ...ON_SALE.sale, label: undefined })).toBe("Sale price until December 31, 2026");
});

test("a cohort names its start and the last day to enrol", () => {
  expect(describeCohort({ starts: "2027-01-12", enrolBy: "2027-01-05" })).toBe(
    "Next cohort starts January 12, 2027 · enrol by January 5",
  );
  expect(describeCohort({ starts: "2027-01-12", enrolBy: "2027-01-12" })).toBe(
    "Next cohort starts January 12, 2027",
  );
});

test("a request on the sale's last day quotes the sale price", () => {
  expect(quoteCourseOn(ON_SALE, "2026-12-31")).toEqual(ON_SALE);
});

test("a request the day after quotes the regular price and nothing of the sale", () => {
  expect(quoteCourseOn(ON_SALE, "2027-01-01")).toEqual({ price: "$390", priceAmount: 390 });
});
