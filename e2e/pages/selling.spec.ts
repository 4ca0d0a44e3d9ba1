import type { Page } from "@playwright/test";

import { draftForm, emailReady } from "../email-drafts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "../fixtures";

// The selling tools on the fixture's courses 6 (on sale until 2026-12-31, reviews, a free lesson), 7 (cohorts, no
// rating) and 8 (waitlist); the fixture build's today is 2026-12-15 (SITE_TODAY), its time zone America/New_York.

const REQUEST = { name: "Amara Nwosu", email: "amara@nwosu-trading.com" };

async function courseJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "Course");
}

function purchaseForm(page: Page) {
  return draftForm(page, {
    submitLabel: "Send Purchase Request",
    labels: { name: "Full Name", email: "Email Address" },
  });
}

test("a course on sale quotes its sale price, strikes the regular one and names the end", async ({
  page,
}) => {
  await gotoHydrated(page, "/course/6");
  const card = page.getByRole("complementary", { name: "Enrolment" });
  await expect(card.getByText("$290", { exact: true })).toBeVisible();
  await expect(card.locator("del")).toHaveText("Regular price $390");
  await expect(card.getByText("Launch price until December 31, 2026")).toBeVisible();
  const offer = ((await courseJsonLd(page))?.offers as Array<Record<string, unknown>>)[0];
  expect(offer).toMatchObject({ price: "290", priceValidUntil: "2026-12-31" });

  await gotoHydrated(page, "/courses");
  await expect(page.locator("del").filter({ hasText: "$390" }).first()).toBeVisible();
});

test("the home page's cards name the sale's end and the next cohort, as the catalogue's cards do", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const featured = page.getByRole("region", { name: "Featured Courses" });
  const card = (title: string) =>
    featured.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  const onSale = card("Pricing");
  await expect(onSale.getByText("$290", { exact: true })).toBeVisible();
  await expect(onSale.locator("del")).toHaveText("Regular price $390");
  await expect(onSale.getByText("Launch price until December 31, 2026")).toBeVisible();
  await expect(
    card("Sales Sprint").getByText("Next cohort starts January 12, 2027 · enrol by January 5"),
  ).toBeVisible();

  // The other courses below a course page's content say the same.
  await gotoHydrated(page, "/course/1");
  await expect(page.getByRole("main").getByText("Launch price until December 31, 2026")).toBeVisible();
  await expect(
    page.getByRole("main").getByText("Next cohort starts January 12, 2027 · enrol by January 5"),
  ).toBeVisible();
});

test("a purchase request quotes the sale on its last evening in the site's time zone", async ({ page }) => {
  // 03:00 UTC on 1 January is still 31 December in New York.
  await page.clock.setFixedTime(new Date("2027-01-01T03:00:00Z"));
  await purchaseForm(page).send("/purchase/6", REQUEST);
  await expect(emailReady(page).getByRole("textbox", { name: "Body" })).toHaveValue(/Price: \$290\n/);
});

test("a page built before the sale ended never sends a request at the sale price", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2027-01-01T06:00:00Z"));
  await purchaseForm(page).send("/purchase/6", REQUEST);
  const body = emailReady(page).getByRole("textbox", { name: "Body" });
  await expect(body).toHaveValue(/Price: \$390\n/);
  await expect(body).not.toHaveValue(/\$290/);
});

test("a cohort course names its next open cohort, promises no own pace and shows no stars without a rating", async ({
  page,
}) => {
  await gotoHydrated(page, "/course/7");
  const card = page.getByRole("complementary", { name: "Enrolment" });
  await expect(card.getByText("Next cohort starts January 12, 2027 · enrol by January 5")).toBeVisible();
  await expect(page.getByText(/at your own pace|self-paced/i)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("img", { name: /^Rated / })).toHaveCount(0);
  await expect(page.getByRole("main").getByText("0.0")).toHaveCount(0);
  const instance = ((await courseJsonLd(page))?.hasCourseInstance as Array<Record<string, unknown>>)[0];
  expect(instance).toMatchObject({ "@type": "CourseInstance", startDate: "2027-01-12" });
  expect(await courseJsonLd(page)).not.toHaveProperty("aggregateRating");

  await purchaseForm(page).send("/purchase/7", REQUEST);
  await expect(emailReady(page).getByRole("textbox", { name: "Body" })).toHaveValue(
    /Cohort: Next cohort starts January 12, 2027 · enrol by January 5/,
  );
});

test("a page built before the next cohort's enrolment closed sends a request naming no cohort after it", async ({
  page,
}) => {
  // 5 January, the last day to enrol, ends at 05:00 UTC on 6 January in New York.
  await page.clock.setFixedTime(new Date("2027-01-06T06:00:00Z"));
  await purchaseForm(page).send("/purchase/7", REQUEST);
  const body = emailReady(page).getByRole("textbox", { name: "Body" });
  await expect(body).toHaveValue(/Price: \$450\n/);
  await expect(body).not.toHaveValue(/Cohort/);
});

test("a waitlist course offers the waitlist instead of a purchase, and its request is an email draft", async ({
  page,
}) => {
  await gotoHydrated(page, "/course/8");
  await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
  const offer = ((await courseJsonLd(page))?.offers as Array<Record<string, unknown>>)[0];
  expect(offer).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  await page
    .getByRole("complementary", { name: "Enrolment" })
    .getByRole("link", { name: "Join the waitlist" })
    .click();
  await expect(page).toHaveURL(/\/purchase\/8$/);
  await expect(page.getByRole("button", { name: "Send Purchase Request" })).toHaveCount(0);
  const form = draftForm(page, {
    submitLabel: "Send Waitlist Request",
    labels: { name: "Full Name", email: "Email Address", note: /^Note/ },
  });
  await form.send("/purchase/8", { ...REQUEST, note: "March would suit me." });
  await expect(emailReady(page).getByRole("textbox", { name: "Subject" })).toHaveValue(
    "Waitlist Request - Investor Readiness Intensive",
  );
  await expect(emailReady(page).getByRole("textbox", { name: "Body" })).toHaveValue(/March would suit me\./);

  await gotoHydrated(page, "/courses");
  await expect(
    page.getByRole("link", { name: "Join the waitlist Investor Readiness Intensive" }),
  ).toBeVisible();
});

test("reviews are listed newest first, make the rating and the featured ones are testimonials", async ({
  page,
}) => {
  await gotoHydrated(page, "/course/6");
  await page.getByRole("tab", { name: "Reviews" }).click();
  const panel = page.getByRole("tabpanel", { name: "Reviews" });
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
    "Amara Nwosu, Founder, Lumen Candles",
    "Jonas Berg",
  ]);
  // Each with its date and its own stars.
  const reviews = panel.getByRole("listitem");
  await expect(reviews.locator("time")).toHaveText(["November 20, 2026", "October 2, 2026"]);
  await expect(reviews.nth(0).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(reviews.nth(1).getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Rated 4.5 out of 5" }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "What learners say" })).toContainText("Amara Nwosu");
  const rating = (await courseJsonLd(page))?.aggregateRating;
  expect(rating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });

  await gotoHydrated(page, "/");
  await expect(page.getByRole("region", { name: "What learners say" })).toContainText("Lea Fischer");
});

test("Preview Course opens the free lesson where a course has one, and the Curriculum tab elsewhere", async ({
  page,
}) => {
  await gotoHydrated(page, "/course/6");
  await page.getByRole("link", { name: "Preview Course" }).click();
  await expect(page).toHaveURL(/\/course\/6\/preview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing for Profit");
  await expect(page.getByRole("heading", { name: "Lesson 1: What your price has to cover" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the course goes on to cover" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/purchase/6");
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/course/1");
  await expect(page.getByRole("link", { name: "Preview Course" })).toHaveAttribute("href", "#curriculum");
});
