import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

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

test("the copyright line shows the current year", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByRole("contentinfo")).toContainText(`© ${year}`);
});

test("a footer link navigates and scrolls the new page to the top", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Mission" }).click();
  await expect(page).toHaveURL("/mission");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the footer has no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/about");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
}
