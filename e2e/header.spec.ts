import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

test.describe("on a desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("shows Home, Courses, Contact, Legal and View Courses, marking the current page", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Courses", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Legal" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("the Legal dropdown toggles and lists the four policies", async ({ page }) => {
    await gotoHydrated(page, "/");
    const legal = page.getByRole("button", { name: "Legal" });
    await legal.click();
    await expect(legal).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Privacy Policy", "Terms of Service", "Cookie Policy", "Refund Policy"]) {
      await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();
    }
    await legal.click();
    await expect(legal).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Privacy Policy" })).toBeHidden();
  });

  test("clicking a policy closes the dropdown and opens the policy", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Legal" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Refund Policy" }).click();
    await expect(page).toHaveURL("/legal/refund");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund Policy");
    await expect(page.getByRole("button", { name: "Legal" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the dropdown and returns focus to its button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const legal = page.getByRole("button", { name: "Legal" });
    await legal.click();
    await page.getByRole("banner").getByRole("link", { name: "Cookie Policy" }).focus();
    await page.keyboard.press("Escape");
    await expect(legal).toHaveAttribute("aria-expanded", "false");
    await expect(legal).toBeFocused();
  });

  test("a click outside closes the dropdown", async ({ page }) => {
    await gotoHydrated(page, "/");
    const legal = page.getByRole("button", { name: "Legal" });
    await legal.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(legal).toHaveAttribute("aria-expanded", "false");
  });

  test("the header takes a stronger look past 20 px of scroll, not at 20 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const plainShadow = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow))
      .not.toBe(plainShadow);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the header stays fixed at the top while scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect
      .poll(() => page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().top))
      .toBe(0);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test("has no axe violations with the dropdown open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Legal" }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("a hamburger menu replaces the links and toggles open and closed", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact", exact: true })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "View Courses" })).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test("clicking a link closes the menu and navigates", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  });

  test("the Legal menu opens inside the mobile menu and its links close both", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Legal" }).click();
    await page.getByRole("link", { name: "Terms of Service" }).first().click();
    await expect(page).toHaveURL("/legal/terms");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape unwinds the Legal menu, then the mobile menu, returning focus each time", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const legal = page.getByRole("button", { name: "Legal" });
    await legal.click();
    await page.keyboard.press("Escape");
    await expect(legal).toHaveAttribute("aria-expanded", "false");
    await expect(legal).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });

  test("has no axe violations with the menu open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Legal" }).click();
    await expectNoAxeViolations(page);
  });
});
