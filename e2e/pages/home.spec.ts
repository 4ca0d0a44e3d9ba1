import { content } from "../content";
import { courseById, courses, detailsOf } from "../course-content";
import { expect, gotoHydrated, test } from "../fixtures";
import { expectPicture } from "../pictures";

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
    await expect(card.getByRole("link", { name: /^(Purchase|Join the waitlist)/ })).toHaveAttribute(
      "href",
      `/purchase/${course.id}`,
    );
  }
});

test("each featured card shows its course's cover", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: "Featured Courses" });
  for (const course of courses) {
    const card = section
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: course.shortTitle }) });
    await expectPicture(card.locator("img"), course.cover);
  }
});

test("on a phone the hero shows the first course as a learner follows it, below the headline", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const [course] = courses;
  const { curriculum } = detailsOf(course);
  const preview = page.getByRole("figure", { name: `A preview of ${course.title}`, exact: false });
  await expect(preview.getByText(course.title, { exact: true })).toBeVisible();
  await expect(preview.getByText(`of ${curriculum.length}`, { exact: false })).toBeVisible();
  // The first weeks by their titles in the course file, the certificate with the course's short title and the brand.
  for (const week of curriculum.slice(0, 3)) {
    await expect(preview.getByText(week.title, { exact: true })).toBeVisible();
  }
  await expect(preview.getByText(course.shortTitle, { exact: true })).toBeVisible();
  await expect(preview.getByText(content.site.name, { exact: true })).toBeVisible();
  await expectPicture(preview.locator("img"), course.cover, { firstScreen: true });
  // A picture of the product, not a second outline or a control: no heading, link or button inside.
  await expect(preview.getByRole("heading")).toHaveCount(0);
  await expect(preview.getByRole("link")).toHaveCount(0);
  await expect(preview.getByRole("button")).toHaveCount(0);
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const box = await preview.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThan((heading?.y ?? 0) + (heading?.height ?? 0));
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
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
