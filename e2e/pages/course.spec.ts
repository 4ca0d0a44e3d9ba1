import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";

import { enrolLabel } from "../../app/lib/course-offer";
import { formatMinutes } from "../../model/course-format";
import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { englishTexts } from "../content";
import { courseById, courses, detailsOf, MONEY_BACK_GUARANTEE_LABEL } from "../course-content";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS, waitForIslands } from "../fixtures";
import { expectPicture } from "../pictures";
import { TEST_CLIENT } from "../servers";

const TABS = ["Overview", "Curriculum", "Instructor", "Reviews"] as const;

function tab(page: Page, name: (typeof TABS)[number]) {
  return page.getByRole("tablist", { name: "Course information" }).getByRole("tab", { name });
}

function header(page: Page) {
  return page.locator("main > div").first();
}

async function expectSelectedTab(page: Page, name: (typeof TABS)[number]) {
  for (const other of TABS) {
    await expect(tab(page, other)).toHaveAttribute("aria-selected", String(other === name));
    await expect(tab(page, other)).toHaveAttribute("tabindex", other === name ? "0" : "-1");
  }
  const panelId = await tab(page, name).getAttribute("aria-controls");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute("id", panelId ?? "");
  await expect(panel).toHaveAccessibleName(name);
}

for (const course of courses) {
  test(`/course/${course.id} shows the real course in its header`, async ({ page }) => {
    await gotoHydrated(page, `/course/${course.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${course.title.replace(/[&,]/g, ".")}`));
    const top = header(page);
    await expect(top.getByRole("heading", { level: 1 })).toHaveText(course.title);
    await expect(top.getByText(course.category, { exact: true })).toBeVisible();
    await expect(top.getByText(course.description)).toBeVisible();
    // A course with neither reviews nor a rating shows no stars (e2e/pages/selling.spec.ts).
    if (course.rating === undefined) await expect(top.getByRole("img", { name: /^Rated / })).toHaveCount(0);
    else await expect(top.getByRole("img", { name: `Rated ${course.rating} out of 5` })).toBeVisible();
    await expect(top.getByText("New", { exact: true })).toBeVisible();
    // The tabs sit beside the enrolment card, in the same block: the Overview tab states these facts again.
    await expect(top.getByText(course.duration, { exact: true }).first()).toBeVisible();
    await expect(top.getByText(course.level, { exact: true }).first()).toBeVisible();
    await expect(top.getByText(course.price, { exact: true })).toBeVisible();
    for (const feature of course.features.slice(0, 6)) await expect(top.getByText(feature)).toBeVisible();
    await expect(top.getByText(MONEY_BACK_GUARANTEE_LABEL, { exact: true })).toBeVisible();
    await expect(top.getByRole("link", { name: enrolLabel(course, englishTexts) })).toHaveAttribute(
      "href",
      `/purchase/${course.id}`,
    );
    await expectPicture(top.locator(`img[src="${course.cover.src}"]`), course.cover, { largest: true });
  });

  test(`/course/${course.id} has its own curriculum, FAQ and links to the other courses`, async ({
    page,
  }) => {
    const details = detailsOf(course);
    await gotoHydrated(page, `/course/${course.id}`);
    await tab(page, "Curriculum").click();
    const panel = page.getByRole("tabpanel", { name: "Curriculum" });
    const sections = panel.getByRole("heading", { level: 3 });
    await expect(sections).toHaveText(
      details.curriculum.map((section, index) => `Week ${index + 1}: ${section.title}`),
    );
    const [firstSection] = details.curriculum;
    const [firstLecture] = firstSection?.lectures ?? [];
    // The innermost list item: a lecture inside its section's item.
    const lecture = panel
      .getByRole("listitem")
      .filter({ hasText: firstLecture?.title ?? "-" })
      .last();
    await expect(lecture).toContainText(formatMinutes(firstLecture?.minutes ?? 0, englishTexts));
    await expect(lecture).toContainText(/Video|Reading|Exercise|Quiz/);

    const faq = page.getByRole("region", { name: "Questions about this course" });
    for (const item of details.faq) {
      await expect(faq.getByRole("term").filter({ hasText: item.question })).toBeVisible();
      await expect(faq.getByRole("definition").filter({ hasText: item.answer })).toBeVisible();
    }

    const others = page.getByRole("region", { name: "Explore the other courses" });
    const otherCourses = courses.filter((other) => other.id !== course.id);
    await expect(others.getByRole("link")).toHaveText(otherCourses.map((other) => other.title));
    for (const other of otherCourses) {
      await expect(others.getByRole("link", { name: other.title })).toHaveAttribute(
        "href",
        `/course/${other.id}`,
      );
    }
  });
}

test("an unknown id shows course 1, and its Enroll Now leads to course 1's purchase page", async ({
  page,
}) => {
  await gotoHydrated(page, "/course/abc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(courseById("1").title);
  await header(page).getByRole("link", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL("/purchase/1");
});

test("Overview is the default tab and holds requirements and the audience", async ({ page }) => {
  const details = detailsOf(courseById("3"));
  await gotoHydrated(page, "/course/3");
  await expectSelectedTab(page, "Overview");
  const panel = page.getByRole("tabpanel", { name: "Overview" });
  for (const item of [...details.requirements, ...details.audience]) {
    await expect(panel.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(panel.getByRole("heading", { name: "Requirements" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Who this course is for" })).toBeVisible();
});

test("the tabs follow the APG keyboard pattern and keep the choice in the hash", async ({ page }) => {
  await gotoHydrated(page, "/course/2");
  await tab(page, "Overview").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Curriculum")).toBeFocused();
  await expectSelectedTab(page, "Curriculum");
  await expect(page).toHaveURL("/course/2#curriculum");

  await page.keyboard.press("End");
  await expect(tab(page, "Reviews")).toBeFocused();
  await expectSelectedTab(page, "Reviews");
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Overview")).toBeFocused();
  await expectSelectedTab(page, "Overview");
  await expect(page).toHaveURL("/course/2");
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Reviews")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab(page, "Overview")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectSelectedTab(page, "Instructor");

  // One tab stop: Tab leaves the tab list for the panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Instructor" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(tab(page, "Instructor")).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("changing tabs neither scrolls the page nor adds history entries", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await page.getByRole("link", { name: courseById("4").title, exact: true }).click();
  await expect(page).toHaveURL("/course/4");
  await tab(page, "Reviews").scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  await tab(page, "Reviews").click();
  await tab(page, "Instructor").click();
  await expect(page).toHaveURL("/course/4#instructor");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  await page.goBack();
  await expect(page).toHaveURL("/courses");
});

test("a link with #curriculum opens the Curriculum tab, also after a reload", async ({ page }) => {
  await gotoHydrated(page, "/course/3#curriculum");
  await expectSelectedTab(page, "Curriculum");
  await expect(tab(page, "Curriculum")).toBeInViewport();
  await page.reload();
  await waitForIslands(page);
  await expectSelectedTab(page, "Curriculum");
});

test("an unknown hash opens Overview", async ({ page }) => {
  await gotoHydrated(page, "/course/3#pricing");
  await expectSelectedTab(page, "Overview");
});

// Preview Course is a link to #curriculum: with JavaScript it opens the tab; without, it still leads to the tabs.
test("Preview Course opens the Curriculum tab and moves focus to it", async ({ page }) => {
  await gotoHydrated(page, "/course/1");
  await page.getByRole("link", { name: "Preview Course" }).click();
  await expectSelectedTab(page, "Curriculum");
  await expect(tab(page, "Curriculum")).toBeFocused();
  await expect(tab(page, "Curriculum")).toBeInViewport();
  await expect(page).toHaveURL("/course/1#curriculum");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toHaveText(
    `Week 1: ${detailsOf(courseById("1")).curriculum[0]?.title}`,
  );
});

test("the Instructor tab shows the course's instructor", async ({ page }) => {
  const { instructor } = detailsOf(courseById("4"));
  await gotoHydrated(page, "/course/4#instructor");
  const panel = page.getByRole("tabpanel", { name: "Instructor" });
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(instructor.name);
  // The company is the site's name, which a SITE_NAME variable may set for the build: any name will do here.
  const title = instructor.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(panel.getByText(new RegExp(`^${title}, .+`))).toBeVisible();
  for (const paragraph of instructor.bio)
    await expect(panel.getByText(paragraph, { exact: true })).toBeVisible();
  await expectPicture(panel.locator("img"), instructor.photo);
});

test("the Reviews tab says there are no reviews yet", async ({ page }) => {
  await gotoHydrated(page, "/course/2");
  await tab(page, "Reviews").click();
  const panel = page.getByRole("tabpanel", { name: "Reviews" });
  await expect(panel.getByRole("heading", { name: "No reviews yet" })).toBeVisible();
  await expect(panel.getByText("Be the first to review this course!", { exact: true })).toBeVisible();
});

test("the prerendered HTML holds every tab's content, the FAQ and the other courses", () => {
  for (const course of courses) {
    const html = readFileSync(htmlFileFor(`/course/${course.id}`, TEST_CLIENT), "utf8");
    const details = detailsOf(course);
    const text = html
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');
    expect(text).toContain(`<h1`);
    expect(text).toContain(course.title);
    for (const section of details.curriculum) expect(text).toContain(section.title);
    for (const item of details.faq) expect(text).toContain(item.answer);
    expect(text).toContain(details.instructor.name);
    if (course.reviewCount === 0) expect(text).toContain("Be the first to review this course!");
    for (const other of courses.filter(({ id }) => id !== course.id)) {
      expect(text).toContain(`href="/course/${other.id}"`);
    }
  }
});

test.describe("the sticky Enroll Now bar on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  function stickyBar(page: Page) {
    return page.getByRole("region", { name: "Quick enrolment" });
  }

  async function scrollToTop(locator: Locator) {
    await locator.evaluate((element) => element.scrollIntoView({ block: "start" }));
  }

  test("appears once the header's Enroll Now has scrolled away, and leaves before the footer", async ({
    page,
  }) => {
    await gotoHydrated(page, "/course/2");
    await expect(stickyBar(page)).toBeHidden();

    await scrollToTop(page.getByRole("tablist", { name: "Course information" }));
    await expect(header(page).getByRole("link", { name: "Enroll Now" })).not.toBeInViewport();
    await expect(stickyBar(page)).toBeVisible();
    await expect(stickyBar(page)).toBeInViewport();
    await expect(stickyBar(page)).toContainText(courseById("2").price);
    await expect(stickyBar(page).getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/purchase/2",
    );

    await scrollToTop(page.getByRole("contentinfo"));
    await expect(stickyBar(page)).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(stickyBar(page)).toBeHidden();
  });

  test("its Enroll Now opens the purchase page", async ({ page }) => {
    await gotoHydrated(page, "/course/3");
    await scrollToTop(page.getByRole("region", { name: "Questions about this course" }));
    await stickyBar(page).getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL("/purchase/3");
  });

  test("never hides the element that has keyboard focus", async ({ page }) => {
    await gotoHydrated(page, "/course/1");
    const target = page.getByRole("link", { name: courseById("2").title });
    // Put the link just behind the bar, then reach it with Tab from the element before it.
    await target.evaluate((link) => {
      window.scrollBy(0, link.getBoundingClientRect().top - (window.innerHeight - 30));
    });
    await expect(stickyBar(page)).toBeInViewport();
    await page.getByRole("tabpanel").evaluate((panel: HTMLElement) => panel.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(target).toBeFocused();
    const box = await target.boundingBox();
    const barBox = await stickyBar(page).boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  });

  test("stays hidden on a desktop", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, "/course/1");
    await scrollToTop(page.getByRole("region", { name: "Questions about this course" }));
    await expect(header(page).getByRole("link", { name: "Enroll Now" })).not.toBeInViewport();
    await expect(stickyBar(page)).toBeHidden();
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe on a ${name}`, () => {
    test.use({ viewport });

    for (const tabName of TABS) {
      test(`the ${tabName} tab has no violations`, async ({ page }) => {
        await gotoHydrated(page, "/course/1");
        // Scrolled to the tabs: on a phone the sticky Enroll Now bar is on screen too.
        await page
          .getByRole("tablist", { name: "Course information" })
          .evaluate((list) => list.scrollIntoView());
        await tab(page, tabName).click();
        await expectSelectedTab(page, tabName);
        await expectNoAxeViolations(page, `/course/1 ${tabName} on a ${name}`);
      });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("Preview Course leads to the course's tabs", async ({ page }) => {
    await page.goto("/course/1");
    await page.getByRole("link", { name: "Preview Course" }).click();
    await expect(page).toHaveURL("/course/1#curriculum");
    await expect(page.getByRole("tablist", { name: "Course information" })).toBeInViewport();
  });
});
