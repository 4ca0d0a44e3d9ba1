import type { Page } from "@playwright/test";

import { enrolLabel } from "../../app/lib/course-offer";
import { content, englishTexts } from "../content";
import {
  allowTime,
  expect,
  expectExpanded,
  expectNoAxeViolations,
  gotoHydrated,
  runAxe,
  settleTransitions,
  test,
  visitEachAfresh,
  WORK_TIME,
} from "../fixtures";
import { groupBySection, PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

// The layout and accessibility gates (issue 33, docs/quality.md).

const WIDTHS = [320, 390, 768, 1440] as const;
type Theme = "light" | "dark";
const MIN_TARGET = 24;

function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** WCAG 2.5.8 exempts a link inside a sentence. */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab]";
    return Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
      // A radio button or checkbox inside its label is clicked through the whole label: that is its target.
      const label = element.matches("input") ? element.closest("label") : null;
      const box = (label ?? element).getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return [];
      if (element.closest("[inert], [popover]:not(:popover-open)")) return [];
      const block = element.closest("p, li, dd, blockquote, td, figcaption");
      const inSentence =
        style.display === "inline" &&
        block !== null &&
        (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
      if (inSentence) return [];
      // The skip link is off screen until focused.
      if (box.bottom <= 0) return [];
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) return [];
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      return [`<${element.localName}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  }, MIN_TARGET);
}

/** A field's label sits above it, so the label counts too. */
function focusedUnderHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("body > header");
    const bottom = header ? header.getBoundingClientRect().bottom : 0;
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>(
        "main a[href], main button:not([disabled]), main input:not([type=hidden]), main select, main textarea, main summary",
      ),
    ).filter(
      (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden",
    );
    const hidden: string[] = [];
    for (const element of focusable.slice(0, 60)) {
      // From below, as Shift+Tab would never be needed: the page is scrolled to the end first.
      window.scrollTo(0, document.documentElement.scrollHeight);
      element.focus();
      if (document.activeElement !== element) continue;
      const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
      const top = Math.min(
        element.getBoundingClientRect().top,
        label ? label.getBoundingClientRect().top : Infinity,
      );
      if (top < bottom - 1)
        hidden.push(
          `<${element.localName}> "${(element.textContent ?? element.id).trim().slice(0, 40)}" at ${Math.round(top)} px`,
        );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return hidden;
  });
}

async function useTheme(page: Page, colorScheme: Theme) {
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await settleTransitions(page);
}

/** The page lays itself out by CSS alone and follows a resize live, so one load serves every width (decision 0073). */
async function useWidth(page: Page, width: (typeof WIDTHS)[number]) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await page.waitForFunction((width) => window.innerWidth === width, width);
  await settleTransitions(page);
}

/** axe's full rule set in the light theme, its contrast rule in the dark one: the rest does not change with it. */
async function expectNoContrastProblems(page: Page, label: string) {
  allowTime(WORK_TIME.axeScan);
  const { violations } = await runAxe(page, { rules: ["color-contrast"] });
  const failing = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${node.target.join(" ")}: ${node.any.map((check) => check.message).join(" ")}`,
    ),
  );
  expect(failing, `low contrast on ${label}`).toEqual([]);
}

async function expectFitsAndTargets(page: Page, at: string) {
  expect(await horizontalOverflow(page), `${at} scrolls sideways by`).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), `targets under 24 px on ${at}`).toEqual([]);
}

// One page load serves every width and both themes: the theme is a media query the page follows live, and the
// layout follows a resize (decision 0073). Widths are visited light, then dark, so the theme switches twice. One page
// visits a section's URLs in turn: a new page cost more than a URL's checks (decision 0075).
const SCANNED: ReadonlyArray<(typeof WIDTHS)[number]> = [390, 1440];
for (const [section, paths] of groupBySection([...PAGE_PATHS, UNKNOWN_PATH])) {
  test(`layout and accessibility of ${section}, light and dark theme`, async ({ page }) => {
    await visitEachAfresh(page, paths, (path) => expectSoundLayout(page, path));
  });
}

async function expectSoundLayout(page: Page, path: string) {
  allowTime(WIDTHS.length * WORK_TIME.pageLoad);
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, path);
  await useTheme(page, "light");
  for (const width of [...WIDTHS].reverse()) {
    const at = `${path} at ${width} px`;
    await useWidth(page, width);
    await expectFitsAndTargets(page, `${at}, light theme,`);
    if (!SCANNED.includes(width)) continue;
    expect(await focusedUnderHeader(page), `focused under the header on ${at}`).toEqual([]);
    await expectNoAxeViolations(page, at);
  }
  await useTheme(page, "dark");
  for (const width of WIDTHS) {
    const at = `${path} at ${width} px`;
    await useWidth(page, width);
    await expectFitsAndTargets(page, `${at}, dark theme,`);
    if (SCANNED.includes(width)) await expectNoContrastProblems(page, `${at}, dark theme`);
  }
  // Last: the open menu stays open. Only the header changes with it; the rest was scanned at this width above.
  const at = `${path} at 390 px`;
  await useWidth(page, 390);
  await useTheme(page, "light");
  await page.getByRole("button", { name: "Menu" }).click();
  await expectExpanded(page, "Menu", true);
  await expectNoAxeViolations(page, `${at} with the menu open`, "body > header");
}

test("on a phone, a course page shows its title, price and Enroll Now in the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const course of content.courses) {
    await gotoHydrated(page, `/course/${course.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    const card = page.getByRole("complementary", { name: "Enrolment" });
    await expect(card.getByText(course.price, { exact: true })).toBeInViewport();
    await expect(card.getByRole("link", { name: enrolLabel(course, englishTexts) })).toBeInViewport({
      ratio: 1,
    });
  }
});

test("on a phone, the purchase form comes before the course's details, which open on request", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [course] = content.courses;
  await gotoHydrated(page, `/purchase/${course.id}`);
  const form = page.getByRole("form", { name: "Request this course" });
  await expect(form.getByRole("textbox").first()).toBeInViewport();
  const details = page.getByText("Course details", { exact: true });
  const [formBox, detailsBox] = await Promise.all([form.boundingBox(), details.boundingBox()]);
  expect(detailsBox?.y).toBeGreaterThan(formBox?.y ?? Infinity);
  const feature = page.getByRole("listitem").filter({ hasText: course.features[0] });
  await expect(feature).toBeHidden();
  await details.click();
  await expect(feature).toBeVisible();
});

// The details' summary sat in `@layer components`, under the summary's own `flex`: on a desktop it stayed, a toggle
// that hid nothing (decision 0081).
test("on a desktop, the course's details are open beside the form, with no toggle left", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [course] = content.courses;
  await gotoHydrated(page, `/purchase/${course.id}`);
  await expect(page.getByRole("listitem").filter({ hasText: course.features[0] })).toBeVisible();
  await expect(page.getByText("Course details", { exact: true })).toBeHidden();
});
