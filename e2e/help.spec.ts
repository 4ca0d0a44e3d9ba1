import type { Page } from "@playwright/test";
import { HELP_FAQS, HELP_QUICK_LINKS, HELP_TOPICS } from "../app/content/faqs";
import { filterFaqs } from "../app/lib/faq-filters";
import { expectWorkingContactChannels } from "./contact-channels";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

function faqSection(page: Page) {
  return page.getByRole("region", { name: "Frequently Asked Questions" });
}

function faqButtons(page: Page) {
  return faqSection(page).getByRole("heading", { level: 3 }).getByRole("button");
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search frequently asked questions" });
}

test("the four help topics list their article titles", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const topics = page.getByRole("region", { name: "Browse Help Topics" });
  await expect(topics.getByRole("heading", { level: 3 })).toHaveText([
    "Getting Started",
    "Course Management",
    "Technical Support",
    "Billing & Payments",
  ]);
  for (const topic of HELP_TOPICS) {
    const card = topics
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: topic.title }) });
    await expect(card.getByRole("listitem")).toHaveText([...topic.articles]);
  }
});

test("the FAQ accordion has six closed items; one opens at a time; clicking the open one closes it", async ({
  page,
}) => {
  await gotoHydrated(page, "/help");
  const buttons = faqButtons(page);
  await expect(buttons).toHaveText(HELP_FAQS.map((faq) => faq.question));
  for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(faqSection(page).getByRole("region")).toHaveCount(0);

  const [first, second] = HELP_FAQS;
  if (!first || !second) throw new Error("the help center needs FAQs");
  const firstButton = buttons.filter({ hasText: first.question });
  const secondButton = buttons.filter({ hasText: second.question });
  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  const firstPanel = page.getByRole("region", { name: first.question });
  await expect(firstPanel).toHaveText(first.answer);
  await expect(firstButton).toHaveAttribute("aria-controls", (await firstPanel.getAttribute("id")) ?? "");

  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await expect(firstPanel).toBeHidden();
  await expect(page.getByRole("region", { name: second.question })).toHaveText(second.answer);

  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "false");
  await expect(faqSection(page).getByRole("region")).toHaveCount(0);
});

test("the accordion works from the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const buttons = faqButtons(page);
  await buttons.first().focus();
  await page.keyboard.press("Enter");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("End");
  await expect(buttons.nth(5)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(buttons.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(buttons.nth(5)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(buttons.nth(0)).toBeFocused();
  // Tab leaves the headers in order, through an open panel's content.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(buttons.nth(1)).toBeFocused();
});

test("search filters the FAQ on the question or the answer, ignoring case", async ({ page }) => {
  await gotoHydrated(page, "/help");
  // "REFUND" is only in an answer; "PHONE" is in a question.
  for (const query of ["REFUND", "PHONE", "within 2 hours", "certificate"]) {
    const expected = filterFaqs(HELP_FAQS, query).map((faq) => faq.question);
    expect(expected.length).toBeGreaterThan(0);
    await searchBox(page).fill(query);
    await expect(faqButtons(page)).toHaveText(expected);
    await expect(faqSection(page).getByRole("status")).toHaveText(
      `${expected.length} of 6 questions match your search`,
    );
  }
});

test("the query lives in the URL and survives a reload and Back", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await searchBox(page).pressSequentially("money-back guarantee");
  await expect(page).toHaveURL("/help?q=money-back+guarantee");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(searchBox(page)).toHaveValue("money-back guarantee");
  await expect(faqButtons(page)).toHaveText(["What if a course is not right for me?"]);

  await gotoHydrated(page, "/help?q=device");
  await expect(searchBox(page)).toHaveValue("device");
  await expect(faqButtons(page)).toHaveText(filterFaqs(HELP_FAQS, "device").map((faq) => faq.question));
  await page.goBack();
  await expect(page).toHaveURL("/help?q=money-back+guarantee");
  await expect(searchBox(page)).toHaveValue("money-back guarantee");
});

test("no match with search text shows No results found, and Clear search brings the FAQ back", async ({
  page,
}) => {
  await gotoHydrated(page, "/help");
  await searchBox(page).fill("cryptocurrency (wallet)");
  const status = faqSection(page).getByRole("status");
  await expect(status.getByRole("heading", { name: "No results found" })).toBeVisible();
  await expect(status).toContainText(
    "Try searching with different keywords or browse our help categories above.",
  );
  await expect(faqButtons(page)).toHaveCount(0);
  await status.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL("/help");
  await expect(searchBox(page)).toHaveValue("");
  await expect(searchBox(page)).toBeFocused();
  await expect(faqButtons(page)).toHaveCount(6);
  await expect(status).toHaveText("6 questions");
});

test("spaces alone are not search text", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await searchBox(page).fill("   ");
  await expect(faqButtons(page)).toHaveCount(6);
  await expect(page.getByText("No results found")).toHaveCount(0);
});

test("the contact channels each do something real", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await expectWorkingContactChannels(page, page.getByRole("region", { name: "Still need help?" }));
});

test("Quick Links lead to real pages of the site", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const quickLinks = page.getByRole("complementary", { name: "Quick Links" });
  await expect(quickLinks.getByRole("heading", { level: 3 })).toHaveText(["Popular Resources", "Community"]);
  for (const link of HELP_QUICK_LINKS.flatMap((group) => group.links)) {
    await gotoHydrated(page, "/help");
    await quickLinks.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.to);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  }
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the help center has no axe violations in any state on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/help");
    await expectNoAxeViolations(page, "help");
    await faqButtons(page).first().click();
    await expectNoAxeViolations(page, "help, one answer open");
    await searchBox(page).fill("no question says this");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expectNoAxeViolations(page, "help, no results");
  });
}
