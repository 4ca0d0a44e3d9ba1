import { expectExpanded, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";
import { PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

// The accessibility gate: axe over every published URL and the 404 page, at a phone and a desktop width,
// and at the phone width once more with the mobile menu open.
for (const path of [...PAGE_PATHS, UNKNOWN_PATH]) {
  test.describe(`axe on ${path}`, () => {
    test("desktop", async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });

    test("phone, then with the menu open", async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.click();
      await expectExpanded(page, "Menu", true);
      await expectNoAxeViolations(page, `${path} with the menu open`);
    });
  });
}
