// `npm run shots`: screenshots of every page of the build for people to look at (issue 33), at a phone and a
// desktop width, in the light and the dark theme, into build/shots/. Nothing compares them: the layout checks
// that fail the build are in e2e/layout.spec.ts. `SHOTS_PATHS=/,/course/1` narrows the pages, `SHOTS_FULL=0`
// takes the first screen only. Serves the existing build with `npm run serve` on a free 127.0.0.1 port.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";

import { chromium } from "@playwright/test";

import { executablePath } from "./test-tools.mjs";

const CLIENT_DIR = "build/client";
const OUT_DIR = "build/shots";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];
const THEMES = /** @type {const} */ (["light", "dark"]);

/** Every page of the build, as its URL path (the fallback and 404 pages too: they are pages a visitor sees). */
function builtPages(directory = CLIENT_DIR) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : builtPages(path);
    if (!entry.name.endsWith(".html")) return [];
    const url = "/" + relative(CLIENT_DIR, path).replace(/\.html$/, "");
    return [url === "/index" ? "/" : url];
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(origin) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm run serve did not answer on ${origin}`);
}

const paths = process.env.SHOTS_PATHS ? process.env.SHOTS_PATHS.split(",") : builtPages().sort();
const fullPage = process.env.SHOTS_FULL !== "0";
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
});
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  await waitForServer(origin);
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
        await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
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
  server.kill();
}
