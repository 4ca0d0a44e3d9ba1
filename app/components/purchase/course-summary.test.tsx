import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { guaranteeTitle } from "~/lib/promises";

import { loadContentOnce } from "../../../scripts/content/load";
import { readFixtureTexts } from "../../../scripts/content/test-content";
import { CourseSummaryHead } from "./course-summary";

const TEXTS = readFixtureTexts();

const { content } = loadContentOnce();
const courses = content.courses;

const [course] = courses;
const GUARANTEE = guaranteeTitle(content.site.promises, TEXTS.lang);
const CHECKOUT = "https://buy.stripe.com/test_00g5kF";

test("without a paymentLink the course column offers no card payment", () => {
  const { paymentLink: _none, ...withoutLink } = course;
  render(<CourseSummaryHead texts={TEXTS} course={withoutLink} guarantee={GUARANTEE} />);
  expect(screen.getByText(course.price, { exact: true })).toBeVisible();
  expect(screen.getByText(GUARANTEE.text, { exact: true })).toBeVisible();
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByText(/by card/i)).toBeNull();
});

test("with a paymentLink, Pay now by card opens the provider's checkout in a new tab and says what happens", () => {
  render(
    <CourseSummaryHead texts={TEXTS} course={{ ...course, paymentLink: CHECKOUT }} guarantee={GUARANTEE} />,
  );
  const link = screen.getByRole("link", { name: "Pay now by card" });
  expect(link).toHaveAttribute("href", CHECKOUT);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener");
  // The description names the provider's site, the price, what follows, and the purchase request as the alternative.
  expect(link).toHaveAccessibleDescription(
    `Opens our payment provider’s secure checkout (buy.stripe.com) in a new tab, where you pay ${course.price}. Once the payment is confirmed, we email you your access to the course. Prefer an invoice, or a question first? Send the purchase request instead.`,
  );
});
