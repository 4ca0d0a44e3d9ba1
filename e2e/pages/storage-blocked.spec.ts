import { expect, gotoHydrated, test, waitForIslands, waitUntilReady } from "../fixtures";
import { groupBySection, PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

/**
 * Cookies disabled in the browser: reading `sessionStorage` or `localStorage` throws a SecurityError, as
 * Chromium does for a document denied storage. Every page must still load and hydrate without a page error.
 */
test.describe("with storage blocked", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ["sessionStorage", "localStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(
              `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
              "SecurityError",
            );
          },
        });
      }
    });
  });

  test("storage really is blocked in these tests", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.sessionStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
    ).toBe("SecurityError");
  });

  // The fixture fails each on any page error or console error, naming the page.
  for (const [section, paths] of groupBySection([...PAGE_PATHS, UNKNOWN_PATH, "/purchase/99"])) {
    test(`${section}: each page loads and hydrates with zero page errors`, async ({ page }) => {
      for (const path of paths) {
        await gotoHydrated(page, path);
        await expect.soft(page.locator("h1"), path).toHaveCount(1);
      }
    });
  }
});

test.describe("with storage full", () => {
  test("pages load, and a reload keeps working, when every write is refused", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    for (const path of ["/", "/courses", "/contact"]) {
      await gotoHydrated(page, path);
      await page.reload();
      await waitUntilReady(page);
    }
  });
});

// On a page with islands: hydration must not move the page the browser restored.
test("with storage available, a reload restores the scroll position", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  const target = Math.floor(
    (await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)) / 2,
  );
  expect(target).toBeGreaterThan(200);
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
  await page.reload();
  await waitForIslands(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
});
