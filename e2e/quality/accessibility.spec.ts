import { expectExpanded, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";
import { PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

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
