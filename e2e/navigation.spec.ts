import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

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
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "View All Courses" }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("link", { name: "View All Courses" }).click();
  await expect(page).toHaveURL("/courses");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
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
    await gotoHydrated(page, "/");
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Entrepreneurship & Business Idea Development",
  );
  await gotoHydrated(page, "/legal/unknown");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("a deep link, reloaded, shows the same page", async ({ page }) => {
  await gotoHydrated(page, "/legal/cookies");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  await expect(page).toHaveURL("/legal/cookies");
});
