import type { Page } from "@playwright/test";

import { courseById } from "../course-content";
import { expect, gotoHydrated, test, VIEWPORTS, waitForIslands } from "../fixtures";

test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

test("a link loads the next page at its top, with the skip link as the first Tab stop", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await markDocument(page);
  const careers = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
  await careers.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(200);
  await careers.click();
  await expect(page).toHaveURL("/careers");
  await waitForIslands(page);
  expect(await isSameDocument(page)).toBe(false);
  await expect.poll(() => scrollTop(page)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
});

const scriptCount = (page: Page) => page.locator("script[src], script[type='module']").count();

test("every page is a page load of its own: static pages carry no script, and Back returns to the page left", async ({
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

  // A page with islands links the same way: the next page is its own document, loaded at its top.
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Mission" }).click();
  await expect(page).toHaveURL("/mission");
  await expect.poll(() => scrollTop(page)).toBe(0);
  expect(await isSameDocument(page)).toBe(false);
  expect(await scriptCount(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL("/careers");
  await expect(page.getByRole("heading", { level: 1, name: /career/i })).toBeVisible();

  // The static page's header link loads the catalogue, marked current.
  await gotoHydrated(page, "/mission");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Courses", exact: true })
    .click();
  await expect(page).toHaveURL("/courses");
  await waitForIslands(page);
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

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a nested unknown URL shows the 404 page with its heading and links, status 404", async ({
      page,
    }) => {
      const response = await page.goto("/nested/missing/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.getByRole("main").getByRole("link", { name: /Help Center/ })).toHaveAttribute(
        "href",
        "/help",
      );
    });
  });
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
