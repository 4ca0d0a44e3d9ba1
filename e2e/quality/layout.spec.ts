import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { enrolLabel } from "../../app/lib/course-offer";
import { content } from "../content";
import { allowTime, expect, gotoHydrated, test, WORK_TIME } from "../fixtures";
import { PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

// The layout gate (issue 33, docs/quality.md); the light theme's contrast is the accessibility gate's.

const WIDTHS = [320, 390, 768, 1440] as const;
const THEMES = ["light", "dark"] as const;
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

for (const path of [...PAGE_PATHS, UNKNOWN_PATH]) {
  for (const colorScheme of THEMES) {
    test(`layout of ${path}, ${colorScheme} theme`, async ({ page }) => {
      allowTime(WIDTHS.length * WORK_TIME.pageLoad + 2 * WORK_TIME.axeScan);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await gotoHydrated(page, path);
        expect(
          await horizontalOverflow(page),
          `${path} at ${width} px scrolls sideways by`,
        ).toBeLessThanOrEqual(0);
        expect(await smallTargets(page), `targets under 24 px on ${path} at ${width} px`).toEqual([]);
        if (width === 390 || width === 1440) {
          expect(
            await focusedUnderHeader(page),
            `focused under the header on ${path} at ${width} px`,
          ).toEqual([]);
        }
        if (colorScheme === "dark" && (width === 390 || width === 1440)) {
          const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
          const failing = violations.flatMap((violation) =>
            violation.nodes.map((node) => node.target.join(" ")),
          );
          expect(failing, `low contrast on ${path} at ${width} px, dark theme`).toEqual([]);
        }
      }
    });
  }
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
    await expect(card.getByRole("link", { name: enrolLabel(course) })).toBeInViewport({ ratio: 1 });
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
