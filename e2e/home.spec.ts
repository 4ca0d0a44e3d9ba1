import { courseById, courses } from "./course-content";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

test("the hero has the headline, Explore Courses and the four claims", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Build a business that lasts, from first idea to global growth",
  );
  for (const claim of ["Expert-led courses", "Lifetime access", "Certificate included", "Mobile friendly"]) {
    await expect(page.getByRole("listitem").getByText(claim, { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Explore Courses" }).click();
  await expect(page).toHaveURL("/courses");
});

test("Featured Courses shows every course with its short title, price and duration", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: "Featured Courses" });
  const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(courses.length);
  for (const [index, course] of courses.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(course.category, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: course.shortTitle, exact: true })).toHaveAttribute(
      "href",
      `/course/${course.id}`,
    );
    await expect(card.getByText(course.price, { exact: true })).toBeVisible();
    await expect(card.getByText(course.duration, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Purchase/ })).toHaveAttribute(
      "href",
      `/purchase/${course.id}`,
    );
  }
});

test("a card's Purchase link opens that course's purchase page", async ({ page }) => {
  const third = courseById("3");
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: `Purchase ${third.shortTitle}` }).click();
  await expect(page).toHaveURL("/purchase/3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.title);
});

test("View All Courses loads the catalogue at its top", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "View All Courses" }).click();
  await expect(page).toHaveURL("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the home page has no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page);
  });
}
