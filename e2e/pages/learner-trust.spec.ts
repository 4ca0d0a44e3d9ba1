// Issue 41, "What a learner saw": the rough edges of the learner's trust review, each held where it was seen.
import type { Page } from "@playwright/test";

import { courseById, detailsOf } from "../course-content";
import { expect, gotoHydrated, test } from "../fixtures";

const PHONE = { width: 390, height: 844 };

async function fontOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => getComputedStyle(node).fontFamily);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the course tabs fit the row, and the curriculum's weeks collapse with the first one open", async ({
    page,
  }) => {
    const details = detailsOf(courseById("1"));
    await gotoHydrated(page, "/course/1");
    const tabs = page.getByRole("tablist");
    const widths = await tabs.evaluate((node) => [node.scrollWidth, node.clientWidth]);
    expect(widths[0], "the tab row's content is no wider than the row").toBeLessThanOrEqual(widths[1] ?? 0);
    await page.getByRole("tab", { name: "Curriculum" }).click();
    const weeks = page.getByRole("tabpanel").locator("details");
    await expect(weeks).toHaveCount(details.curriculum.length);
    await expect(weeks.first()).toHaveAttribute("open", "");
    await expect(weeks.nth(1)).not.toHaveAttribute("open", "");
    await weeks.nth(1).locator("summary").click();
    await expect(weeks.nth(1)).toHaveAttribute("open", "");
  });
});

test("a search that finds no course compares none", async ({ page }) => {
  await gotoHydrated(page, "/courses?q=zzzz-no-course");
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
});

test("FAQ questions and About's quote are set in the headings' face", async ({ page }) => {
  const course = courseById("1");
  const [question] = detailsOf(course).faq;
  await gotoHydrated(page, "/course/1");
  const heading = await fontOf(page, "main h1");
  expect(
    await page
      .getByText(question?.question ?? "", { exact: true })
      .first()
      .evaluate((node) => getComputedStyle(node).fontFamily),
  ).toBe(heading);
  await gotoHydrated(page, "/about");
  expect(await fontOf(page, "main blockquote p")).toBe(await fontOf(page, "main h1"));
});
