import { FALLBACK_PAGES } from "../../deploy/fallbacks.mjs";
import { content } from "../content";
import { expect, test } from "../fixtures";
import { UNKNOWN_PATH } from "../site-paths";

// PRODUCT item 23, issue 32: the 404 page and the unknown-id fallbacks are complete without JavaScript, as a
// crawler or a visitor whose script fails gets them from the shipped nginx configuration (deploy/nginx.conf):
// the specification's fallback page (the first course, its purchase page, the Privacy Policy) with its canonical link
// to the real URL and status 404, and the site's 404 page with status 404 for any other unknown URL.
test.use({ javaScriptEnabled: false });

const SITE = content.site.url.replace(/\/$/, "");
// The fallback course is course 1, the first of the catalogue (app/lib/find-course.ts).
const firstCourse = content.courses.find((course) => String(course.id) === "1") ?? content.courses[0];
const privacy = content.policies.pages.privacy;

/** The line above a course's fallback page (app/components/course/course-not-found-note.tsx). */
const NOT_FOUND_LINE = "The course you asked for was not found";

const CASES = [
  { path: "/course/99", real: FALLBACK_PAGES.course, heading: firstCourse?.title, notFound: true },
  { path: "/purchase/12345", real: FALLBACK_PAGES.purchase, heading: firstCourse?.title, notFound: true },
  { path: "/legal/whatever", real: FALLBACK_PAGES.legal, heading: privacy?.title, notFound: false },
];

for (const { path, real, heading, notFound } of CASES) {
  test(`${path} without JavaScript: the page of ${real}, whole, with its canonical link`, async ({
    page,
  }) => {
    expect(heading, "the content names the fallback's title").toBeTruthy();
    const response = await page.goto(path);
    // Issue 41: the fallback's status is 404, so that search engines index no copy of a real page.
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${real}`);
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    if (real.startsWith("/purchase/"))
      await expect(page.getByRole("form", { name: "Request this course" })).toBeVisible();
    // Issue 34: the fallback says that the course asked for was not found, and leads to the catalogue.
    const note = page.getByText(NOT_FOUND_LINE);
    await expect(note).toHaveCount(notFound ? 1 : 0);
    if (notFound) {
      await expect(note).toContainText(heading ?? "");
      await expect(note.getByRole("link", { name: "See all courses" })).toHaveAttribute("href", "/courses");
    }
  });
}

test("a course's own pages do not say that the course was not found", async ({ page }) => {
  for (const path of [FALLBACK_PAGES.course, FALLBACK_PAGES.purchase]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstCourse?.title ?? "");
    await expect(page.getByText(NOT_FOUND_LINE)).toHaveCount(0);
  }
});

test("an unknown URL without JavaScript: the 404 page with its heading and links, status 404", async ({
  page,
}) => {
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  const main = page.getByRole("main");
  for (const href of ["/", "/courses", "/help"])
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
});

const FOLDER_NOT_FOUND = [
  { path: "/blog/no-such-article", heading: "Article not found", back: "/blog" },
  { path: "/help/no-such-article", heading: "Help article not found", back: "/help" },
];

for (const { path, heading, back } of FOLDER_NOT_FOUND) {
  test(`${path} without JavaScript: "${heading}" with the way back, status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("main").locator(`a[href="${back}"]`).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}
