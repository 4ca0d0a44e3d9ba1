import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";

export { expect };

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Options = {
  /** Console messages a test expects (for example the logged clipboard failure of SPEC section 8). */
  allowedConsoleMessages: ReadonlyArray<RegExp>;
};

/**
 * `page` fails its test on any console error or warning, uncaught page error or React hydration error
 * (React reports those through window "error" events, which Playwright surfaces as page errors). The one
 * message let through is Chromium's note that a page the test opened answered 404, as unknown URLs must.
 */
export const test = base.extend<Options>({
  allowedConsoleMessages: [[], { option: true }],
  page: async ({ page, allowedConsoleMessages }, use) => {
    const problems: string[] = [];
    const notFoundDocuments = new Set<string>();
    page.on("response", (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest()) {
        notFoundDocuments.add(response.url());
      }
    });
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      if (allowedConsoleMessages.some((pattern) => pattern.test(message.text()))) return;
      const expected404 =
        /status of 404/.test(message.text()) && notFoundDocuments.has(message.location().url);
      if (expected404) return;
      problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, "console errors, page errors or hydration errors").toEqual([]);
  },
});

/**
 * What one unit of heavy work may take on a machine twice as slow as a quiet CI machine (an axe scan takes about
 * 1-2 s there, a page load with hydration under 1 s, handing the browser a 30 MB file a few seconds,
 * the content editor's 4 MB of script
 * several, a production build 15-25 s). A test that does many of them gets time in proportion to
 * its work: each helper below adds its unit to the running test's budget (the config's 30 s is the base).
 */
export const WORK_TIME = {
  axeScan: 8_000,
  pageLoad: 5_000,
  largeFile: 20_000,
  editorLoad: 30_000,
  build: 60_000,
} as const;

/** Adds `ms` to the running test's time budget (a hook sets its own with test.setTimeout). */
export function allowTime(ms: number) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + ms);
}

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  allowTime(WORK_TIME.axeScan);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits until every island of the page has hydrated: Astro removes an island's `ssr` attribute once React has
 * taken it over. A static page has no island and is ready once loaded.
 */
export async function waitUntilReady(page: Page) {
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
}

/** Waits until the page's islands have hydrated, for a test that must not act before them. */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(
    () => document.querySelector("astro-island") !== null && !document.querySelector("astro-island[ssr]"),
  );
}

/** Loads a URL and waits until it is ready (hydrated, or static). */
export async function gotoHydrated(page: Page, url: string) {
  allowTime(WORK_TIME.pageLoad);
  await page.goto(url);
  await waitUntilReady(page);
}

/**
 * Whether the buttons named `name` (the visible ones) are expanded, as Chromium tells assistive technology: a
 * popover's button is expanded while its popover is open, with or without JavaScript and without an
 * aria-expanded attribute, which Playwright's own `toBeExpanded` would need.
 */
export async function readExpanded(page: Page, name: string) {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await session.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: name,
      role: "button",
    });
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => node.properties?.find((property) => property.name === "expanded")?.value.value ?? false);
  } finally {
    await session.detach();
  }
}

/** Waits until the one visible button named `name` is expanded (or collapsed) for assistive technology. */
export async function expectExpanded(page: Page, name: string, expanded: boolean) {
  await expect.poll(() => readExpanded(page, name), `${name} expanded`).toEqual([expanded]);
}

/** A page load of its own: it starts at its top, and the skip link is the first Tab stop (no focus carried over). */
export async function expectStartOfPage(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
}
