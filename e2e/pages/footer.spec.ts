import { readFileSync } from "node:fs";

import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "../fixtures";
import { TEST_CLIENT } from "../servers";

const COLUMNS = {
  Company: { "About Us": "/about", "Our Mission": "/mission", Careers: "/careers" },
  Resources: { Blog: "/blog", "Help Center": "/help", Support: "/support", Contact: "/contact" },
  Legal: {
    "Privacy Policy": "/legal/privacy",
    "Terms of Service": "/legal/terms",
    "Cookie Policy": "/legal/cookies",
    "Refund Policy": "/legal/refund",
  },
};

test("the footer has the Company, Resources and Legal columns", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  for (const [column, links] of Object.entries(COLUMNS)) {
    const nav = footer.getByRole("navigation", { name: column });
    await expect(nav.getByRole("link")).toHaveCount(Object.keys(links).length);
    for (const [name, href] of Object.entries(links)) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  }
});

const LATER_YEAR = 2031;

// The footer is static HTML on every page (no island): the year is the build's, whatever the visitor's clock says.
for (const path of ["/about", "/contact"]) {
  test(`the copyright line of ${path} shows the build year`, async ({ page }) => {
    const buildYear = /© (\d{4}) /.exec(readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8"))?.[1];
    expect(Number(buildYear)).toBeGreaterThanOrEqual(2025);
    await page.clock.setFixedTime(new Date(`${LATER_YEAR}-03-04T10:00:00`));
    await gotoHydrated(page, path);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${buildYear} `);
  });
}

for (const from of ["/", "/contact"]) {
  test(`a footer link of ${from} loads the new page at its top`, async ({ page }) => {
    await gotoHydrated(page, from);
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Mission" }).click();
    await expect(page).toHaveURL("/mission");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A new document: focus starts at its top, and the skip link is the first Tab stop.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the footer has no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/about");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
}
