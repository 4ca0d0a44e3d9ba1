import type { Page } from "@playwright/test";

import { courseById } from "./course-content";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS, waitForIslands } from "./fixtures";

test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("a path change scrolls to the top and focuses the new page's heading", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const careers = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
  await careers.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await careers.click();
  await expect(page).toHaveURL("/careers");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

const scriptCount = (page: Page) => page.locator("script[src], script[type='module']").count();
const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

test("static to interactive to static: full page loads from a static page, client navigation from a hydrated one", async ({
  page,
}) => {
  // A static page: no script; its links load the next page's prerendered HTML.
  await gotoHydrated(page, "/about");
  expect(await scriptCount(page)).toBe(0);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL("/careers");
  await waitForIslands(page);
  expect(await isSameDocument(page)).toBe(false);
  await expect.poll(() => scrollTop(page)).toBe(0);

  // A hydrated page: its links navigate in the app, to the top of the new page, focusing its heading.
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Mission" }).click();
  await expect(page).toHaveURL("/mission");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect.poll(() => scrollTop(page)).toBe(0);
  expect(await isSameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL("/careers");
  await expect(page.getByRole("heading", { level: 1, name: /career/i })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  // The static page loaded on its own again: no script, and its header link loads the catalogue, marked current.
  await gotoHydrated(page, "/mission");
  expect(await scriptCount(page)).toBe(0);
  await markDocument(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Courses", exact: true })
    .click();
  await expect(page).toHaveURL("/courses");
  await waitForIslands(page);
  expect(await isSameDocument(page)).toBe(false);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses", exact: true }),
  ).toHaveAttribute("aria-current", "page");
});

test.describe("an unknown URL", () => {
  test("shows the 404 page with links to home, courses and help", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/Page not found/);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Home/ })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: /Courses/ })).toHaveAttribute("href", "/courses");
    await expect(main.getByRole("link", { name: /Help Center/ })).toHaveAttribute("href", "/help");
    await main.getByRole("link", { name: /Courses/ }).click();
    await expect(page).toHaveURL("/courses");
  });

  test("shows the 404 page after a client-side navigation too", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/nested/missing/page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the 404 page has no axe violations on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/missing");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expectNoAxeViolations(page);
    });
  }
});

test("unknown ids and policy types fall back without a 404", async ({ page }) => {
  await gotoHydrated(page, "/course/99");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(courseById("1").title);
  await gotoHydrated(page, "/legal/unknown");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("a deep link, reloaded, shows the same page", async ({ page }) => {
  await gotoHydrated(page, "/legal/cookies");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  await expect(page).toHaveURL("/legal/cookies");
});
