import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, type Page, test as base } from "@playwright/test";
import type { AxeResults, default as AxeCore, RunOptions } from "axe-core";

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

/** React reports hydration errors through window "error" events, which Playwright surfaces as page errors. */
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
      problems.push(`console.${message.type()} on ${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
    await use(page);
    expect(problems, "console errors, page errors or hydration errors").toEqual([]);
  },
});

/** On a machine twice as slow as a quiet CI machine; a test gets time in proportion to its work. */
export const WORK_TIME = {
  axeScan: 8_000,
  pageLoad: 5_000,
  largeFile: 20_000,
  editorLoad: 30_000,
  build: 60_000,
} as const;

/** A hook sets its own with test.setTimeout. */
export function allowTime(ms: number) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + ms);
}

// The axe-core that @axe-core/playwright runs, injected by us once per document (decision 0073).
const axeCore = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = `${readFileSync(axeCore.resolve("axe-core/axe.min.js"), "utf8")}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

/** The rules to run and, with `within`, the one element (a CSS selector) to scan instead of the whole document. */
type AxeScope = ({ tags: ReadonlyArray<string> } | { rules: ReadonlyArray<string> }) & { within?: string };

/**
 * A colour or size set by a transition keeps its old value until the transitions started by a change have run.
 * Their play state is polled: Chromium can leave a transition's `finished` promise unsettled after it has run.
 */
export async function settleTransitions(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
}

/**
 * In the page itself, violations only (decision 0063); axe is injected once per document and scans the state a
 * change settles in, not a colour halfway through its transition (decision 0073).
 */
export async function runAxe(page: Page, scope: AxeScope): Promise<AxeResults> {
  await settleTransitions(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly:
      "tags" in scope ? { type: "tag", values: [...scope.tags] } : { type: "rule", values: [...scope.rules] },
    resultTypes: ["violations"],
  };
  return page.evaluate(
    ({ options, within }) => {
      const context = within ? document.querySelector(within) : document;
      if (!context) throw new Error(`axe: nothing matches ${within}`);
      return (Reflect.get(window, "axe") as typeof AxeCore).run(context, options);
    },
    { options, within: scope.within },
  );
}

export async function expectNoAxeViolations(page: Page, label = page.url(), within?: string) {
  allowTime(WORK_TIME.axeScan);
  const { violations } = await runAxe(page, { tags: AXE_TAGS, within });
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * One page visits each path as a first visit, each a step of the test: no HTTP cache, no storage left by the path
 * before (a new page per URL costs more than most checks: decisions 0073, 0075).
 */
export async function visitEachAfresh(
  page: Page,
  paths: ReadonlyArray<string>,
  visit: (path: string) => Promise<void>,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  for (const path of paths) {
    await test.step(path, () => visit(path));
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }
}

/** Astro removes an island's `ssr` attribute once React has taken it over. */
export async function waitForLoadedIslands(page: Page) {
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]:not([client='visible'])"));
}

/**
 * A `client:visible` island hydrates once scrolled to (decision 0071): each waiting one is brought into view and
 * hydrated in turn, then the page goes back to where it was.
 */
export async function hydrateVisibleIslands(page: Page) {
  await page.evaluate(async () => {
    const waiting = [...document.querySelectorAll("astro-island[ssr][client='visible']")];
    if (waiting.length === 0) return;
    const { scrollX, scrollY } = window;
    for (const island of waiting) {
      const hydrated = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (island.hasAttribute("ssr")) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(island, { attributes: true, attributeFilter: ["ssr"] });
        if (!island.hasAttribute("ssr")) resolve();
      });
      island.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" });
      await hydrated;
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
  });
}

/** Every island hydrated, those that wait to be scrolled to included. */
export async function waitUntilReady(page: Page) {
  await waitForLoadedIslands(page);
  await hydrateVisibleIslands(page);
}

export async function waitForIslands(page: Page) {
  await page.waitForFunction(() => document.querySelector("astro-island") !== null);
  await waitUntilReady(page);
}

export async function gotoHydrated(page: Page, url: string) {
  allowTime(WORK_TIME.pageLoad);
  await page.goto(url);
  await waitUntilReady(page);
}

/** A popover's button has no aria-expanded, which Playwright's `toBeExpanded` would need; Chromium's tree has it. */
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

export async function expectExpanded(page: Page, name: string, expanded: boolean) {
  await expect.poll(() => readExpanded(page, name), `${name} expanded`).toEqual([expanded]);
}

export async function expectStartOfPage(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
}
