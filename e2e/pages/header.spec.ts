import type { Page } from "@playwright/test";

import { expect, expectExpanded, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";

// The header works the same with and without JavaScript (issue 17): every test runs on a page loaded with
// JavaScript disabled, on a static page (no script at all) and on a page with islands (the header is static HTML there too).
const MODES = [
  {
    name: "without JavaScript",
    javaScriptEnabled: false,
    path: "/contact",
    current: "Contact",
    other: "Home",
  },
  { name: "on a static page", javaScriptEnabled: true, path: "/", current: "Home", other: "Contact" },
  {
    name: "on a page with islands",
    javaScriptEnabled: true,
    path: "/courses",
    current: "Courses",
    other: "Contact",
  },
] as const;

const POLICIES = ["Privacy Policy", "Terms of Service", "Cookie Policy", "Refund Policy"];

for (const mode of MODES) {
  const open = (page: Page, path: string = mode.path) =>
    mode.javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path);

  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    test.describe("on a desktop", () => {
      test.use({ viewport: VIEWPORTS.desktop });

      test("shows Home, Courses, Contact, Legal and View Courses, marking the current page", async ({
        page,
      }) => {
        await open(page);
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(nav.getByRole("link", { name: mode.current, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(nav.getByRole("link", { name: mode.other, exact: true })).not.toHaveAttribute(
          "aria-current",
        );
        await expect(nav.getByRole("link", { name: "Courses", exact: true })).toBeVisible();
        await expectExpanded(page, "Legal", false);
        await expect(nav.getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "/courses");
        await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      });

      test("the Legal dropdown toggles and lists the four policies", async ({ page }) => {
        await open(page);
        const legal = page.getByRole("button", { name: "Legal" });
        await legal.click();
        await expectExpanded(page, "Legal", true);
        for (const name of POLICIES) {
          await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();
        }
        // Below its button, not over it.
        const button = await legal.boundingBox();
        const list = await page.getByRole("banner").getByRole("link", { name: POLICIES[0] }).boundingBox();
        expect(list?.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
        await legal.click();
        await expectExpanded(page, "Legal", false);
        await expect(page.getByRole("banner").getByRole("link", { name: POLICIES[0] })).toBeHidden();
      });

      test("clicking a policy closes the dropdown, opens the policy and marks Legal", async ({ page }) => {
        await open(page);
        await page.evaluate(() => window.scrollTo(0, 400)).catch(() => {});
        await page.getByRole("button", { name: "Legal" }).click();
        await page.getByRole("banner").getByRole("link", { name: "Refund Policy" }).click();
        await expect(page).toHaveURL("/legal/refund");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund Policy");
        await expectExpanded(page, "Legal", false);
        await expect(page.getByRole("button", { name: "Legal" })).toHaveClass(/bg-brand-50/);
        await expect(page.getByRole("banner").getByRole("link", { name: "Refund Policy" })).toBeHidden();
      });

      test("Escape closes the dropdown and returns focus to its button", async ({ page }) => {
        await open(page);
        const legal = page.getByRole("button", { name: "Legal" });
        await legal.click();
        await page.getByRole("banner").getByRole("link", { name: "Cookie Policy" }).focus();
        await page.keyboard.press("Escape");
        await expectExpanded(page, "Legal", false);
        await expect(legal).toBeFocused();
      });

      test("a click outside closes the dropdown", async ({ page }) => {
        await open(page);
        await page.getByRole("button", { name: "Legal" }).click();
        await expectExpanded(page, "Legal", true);
        await page.getByRole("heading", { level: 1 }).click();
        await expectExpanded(page, "Legal", false);
      });

      test("the header takes a stronger look past 20 px of scroll, not at 20 px", async ({ page }) => {
        await open(page);
        const header = page.getByRole("banner");
        const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
        const plainShadow = await shadow();
        await page.mouse.move(640, 400);
        // Scrolling by wheel, which works whether or not the page may run scripts.
        await page.mouse.wheel(0, 20);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
        expect(await shadow()).toBe(plainShadow);
        await page.mouse.wheel(0, 1);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(21);
        await expect.poll(shadow).not.toBe(plainShadow);
        await page.mouse.wheel(0, -21);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect.poll(shadow).toBe(plainShadow);
      });

      test("the header stays fixed at the top while scrolling", async ({ page }) => {
        await open(page);
        await page.mouse.move(640, 400);
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        await expect
          .poll(() => page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().top))
          .toBe(0);
        await expect(page.getByRole("banner")).toBeInViewport();
      });

      // axe runs as a script in the page, so it checks the JavaScript-enabled modes; the static page is the page
      // without any script.
      if (mode.javaScriptEnabled) {
        test("has no axe violations with the dropdown open", async ({ page }) => {
          await open(page);
          await page.getByRole("button", { name: "Legal" }).click();
          await expectExpanded(page, "Legal", true);
          await expectNoAxeViolations(page);
        });
      }
    });

    test.describe("on a phone", () => {
      test.use({ viewport: VIEWPORTS.phone });

      test("a hamburger menu replaces the links and toggles open and closed", async ({ page }) => {
        await open(page);
        const banner = page.getByRole("banner");
        await expect(banner.getByRole("link", { name: mode.other, exact: true })).toBeHidden();
        const menu = page.getByRole("button", { name: "Menu" });
        await expectExpanded(page, "Menu", false);
        await menu.click();
        await expectExpanded(page, "Menu", true);
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(nav.getByRole("link", { name: mode.current, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(nav.getByRole("link", { name: mode.other, exact: true })).toBeVisible();
        await expect(nav.getByRole("link", { name: "View Courses" })).toBeVisible();
        // Below the header, across the screen.
        const box = await nav.boundingBox();
        expect(box?.y).toBeGreaterThanOrEqual(64);
        expect(box?.width).toBe(VIEWPORTS.phone.width);
        await menu.click();
        await expectExpanded(page, "Menu", false);
        await expect(nav).toBeHidden();
      });

      test("clicking a link closes the menu and navigates to the top of the new page", async ({ page }) => {
        await open(page);
        await page.getByRole("button", { name: "Menu" }).click();
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: mode.other, exact: true })
          .click();
        await expect(page).toHaveURL(mode.other === "Home" ? "/" : `/${mode.other.toLowerCase()}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectExpanded(page, "Menu", false);
        await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
        await expect(page.locator('header a[aria-current="page"]').first()).toHaveText(mode.other);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });

      test("the Legal list opens inside the mobile menu and its links close the menu", async ({ page }) => {
        await open(page);
        await page.getByRole("button", { name: "Menu" }).click();
        const nav = page.getByRole("navigation", { name: "Main" });
        const legal = nav.locator("details").filter({ has: page.locator("summary", { hasText: "Legal" }) });
        await expect(nav.getByRole("link", { name: "Terms of Service" })).toBeHidden();
        await legal.locator("summary").click();
        await expect(legal).toHaveAttribute("open");
        await expectExpanded(page, "Menu", true);
        await nav.getByRole("link", { name: "Terms of Service" }).click();
        await expect(page).toHaveURL("/legal/terms");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
        await expectExpanded(page, "Menu", false);
        await expect(nav).toBeHidden();
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(legal).not.toHaveAttribute("open");
      });

      test("Escape closes the mobile menu from anywhere in it and returns focus to the Menu button", async ({
        page,
      }) => {
        await open(page);
        const menu = page.getByRole("button", { name: "Menu" });
        await menu.click();
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.locator("summary", { hasText: "Legal" }).click();
        await nav.getByRole("link", { name: "Cookie Policy" }).focus();
        await page.keyboard.press("Escape");
        await expectExpanded(page, "Menu", false);
        await expect(nav).toBeHidden();
        await expect(menu).toBeFocused();
      });

      test("a click outside closes the menu", async ({ page }) => {
        await open(page);
        await page.getByRole("button", { name: "Menu" }).click();
        await expectExpanded(page, "Menu", true);
        await page.mouse.click(VIEWPORTS.phone.width / 2, VIEWPORTS.phone.height - 20);
        await expectExpanded(page, "Menu", false);
      });

      // axe runs as a script in the page, so it checks the JavaScript-enabled modes; the static page is the page
      // without any script.
      if (mode.javaScriptEnabled) {
        test("has no axe violations with the menu open", async ({ page }) => {
          await open(page);
          await page.getByRole("button", { name: "Menu" }).click();
          await page
            .getByRole("navigation", { name: "Main" })
            .locator("summary", { hasText: "Legal" })
            .click();
          await expect(
            page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Refund Policy" }),
          ).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}
