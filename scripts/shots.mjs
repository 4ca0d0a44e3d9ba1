// Screenshots for people to look at (issue 33, docs/quality.md); `SHOTS_FULL=0` takes the first screen only.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative } from "node:path";

import { chromium } from "@playwright/test";

import { createSiteHandler } from "./start.mjs";
import { executablePath, PLAYWRIGHT_CHROMIUM_FLAGS } from "./test-tools.mjs";

const CLIENT_DIR = process.env.SHOTS_DIR ?? "build/client";
const OUT_DIR = process.env.SHOTS_OUT ?? "build/shots";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];
const THEMES = /** @type {const} */ (["light", "dark"]);

/** The fallback and 404 pages too: they are pages a visitor sees. */
function builtPages(directory = CLIENT_DIR) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : builtPages(path);
    if (!entry.name.endsWith(".html")) return [];
    const url = "/" + relative(CLIENT_DIR, path).replace(/\.html$/, "");
    return [url === "/index" ? "/" : url];
  });
}

const paths = process.env.SHOTS_PATHS ? process.env.SHOTS_PATHS.split(",") : builtPages().sort();
const fullPage = process.env.SHOTS_FULL !== "0";
const server = createServer(createSiteHandler(CLIENT_DIR));
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath,
  args: PLAYWRIGHT_CHROMIUM_FLAGS,
});
try {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of THEMES) {
      const page = await browser.newPage({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme,
        reducedMotion: "reduce",
      });
      for (const path of paths) {
        await page.goto(origin + path);
        // A client:visible island hydrates when scrolled to; its server-rendered form is what the shot shows.
        await page.waitForFunction(
          () => !document.querySelector("astro-island[ssr]:not([client='visible'])"),
        );
        await page.evaluate(() => document.fonts.ready);
        const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "-")) || "home";
        await page.screenshot({
          path: join(OUT_DIR, `${name}.${viewport.name}.${colorScheme}.png`),
          fullPage,
        });
      }
      await page.close();
    }
  }
  console.log(`${paths.length * VIEWPORTS.length * THEMES.length} screenshots in ${OUT_DIR}/`);
} finally {
  await browser.close();
  server.close();
}
