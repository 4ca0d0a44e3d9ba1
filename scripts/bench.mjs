// Not part of `npm test`: timings vary from machine to machine.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };
import selfsigned from "selfsigned";
import sirv from "sirv";

import { cacheControlFor, SECURITY_HEADERS } from "../deploy/security-headers.mjs";
import { listFiles, listTextFiles, writeBrotliCopies, writeGzipCopies } from "./precompress.mjs";
import { CHROMIUM_FLAGS, systemChromium } from "./test-tools.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4443);
const ORIGIN = `https://127.0.0.1:${PORT}`;
const CHROME_PATH = systemChromium();
const lighthouseVersion = lighthousePackage.version;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, "--ignore-certificate-errors"];
const FLOOR_PATH = "/__floor/";
// Lantern's first congestion window (10 segments of 1,460 B). On HTTP/2 what the page's response leaves of it carries
// the stylesheet at no cost; past it the first paint waits one more round trip (bench/RESULTS.md, 2026-12-01).
const FIRST_WINDOW = 14_600;
const SEARCH_PAGES = ["/courses", "/blog", "/help"];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

function listBuiltPages() {
  // The 404 page and the fallback copies (course/404.html, …) are no URL of their own.
  return listFiles("build/client")
    .map((file) => file.slice("build/client".length))
    .filter((file) => file.endsWith(".html") && !/\/404\.html$|^\/admin\/|.\/index\.html$/.test(file))
    .map((file) => (file === "/index.html" ? "/" : file.slice(0, -".html".length)))
    .sort();
}

/**
 * The floor: the home page's text as plain HTML, with no stylesheet, font, script or image. A page of the site
 * can paint no sooner than this; every ratio is against it.
 */
export function writeFloorPage(home) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(home)?.[1] ?? "";
  const keep = [
    /<meta charset="[^"]*">/i,
    /<meta name="viewport"[^>]*>/i,
    /<title>[\s\S]*?<\/title>/i,
    /<meta name="description"[^>]*>/i,
  ]
    .map((pattern) => pattern.exec(head)?.[0] ?? "")
    .join("");
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(home)?.[1] ?? "")
    .replace(/<(script|style|noscript|svg|picture|video|iframe|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<(?:img|source|link|input)\b[^>]*>/gi, "")
    .replace(/\s(?:class|style|srcset|sizes)="[^"]*"/gi, "");
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(home)?.[1] ?? "en";
  return `<!doctype html><html lang="${lang}"><head>${keep}</head><body>${body}</body></html>`;
}

async function prepareSite() {
  const root = mkdtempSync(join(tmpdir(), "meridian-bench-"));
  cpSync("build/client", root, { recursive: true });
  const floorDir = join(root, "__floor");
  mkdirSync(floorDir);
  writeFileSync(join(floorDir, "index.html"), writeFloorPage(readFileSync(join(root, "index.html"), "utf8")));
  await writeGzipCopies([join(floorDir, "index.html")]);
  writeBrotliCopies(listTextFiles(root));
  return root;
}

async function startServer(root) {
  const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    days: 1,
    keySize: 2048,
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const serve = sirv(root, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    }),
  );
  await new Promise((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  return server;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function runLighthouse(port, url, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  // A trace that failed to record (NO_NAVSTART and the like) says nothing about the page: run it again.
  if (lhr.runtimeError && attempt < 3) return runLighthouse(port, url, attempt + 1);
  if (lhr.runtimeError) console.warn(`\n${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const critical = requests.filter(
    (item) => item.resourceType === "Document" || item.resourceType === "Stylesheet",
  );
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories["best-practices"].score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndex: audit("speed-index"),
    jsBytes: bytes("script"),
    firstPaintBytes: critical.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: bytes("total"),
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary")
      .map((item) => item.id),
  };
}

const KEYS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "speedIndex",
  "jsBytes",
  "totalBytes",
  "firstPaintBytes",
];

function summarise(path, runs) {
  return {
    path,
    ...Object.fromEntries(KEYS.map((key) => [key, median(runs.map((result) => result[key]))])),
    failing: [...new Set(runs.flatMap((result) => result.failing))],
  };
}

async function runRepeatedly(port, path) {
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await runLighthouse(port, `${ORIGIN}${path}`));
  return runs;
}

const TYPED_TEXT = "business plan";
const TYPING_PASSES = 3;

/** A keydown's Event Timing duration covers the input event, the re-render and the paint it causes. */
async function measureTyping(browser, url, prepare) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const durations = [];
      Object.assign(window, { __keyPresses: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === "keydown" && entry.interactionId) durations.push(entry.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    });
    await page.goto(url);
    const selector = await page.evaluate(prepare);
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const box = page.locator(selector).first();
    for (let pass = 0; pass < TYPING_PASSES; pass += 1) {
      await box.fill("");
      await box.click();
      await page.keyboard.type(TYPED_TEXT, { delay: 120 });
      await page.keyboard.press("Backspace");
    }
    // Entries are reported after the paint that ends them: let two more frames pass.
    const durations = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => setTimeout(() => resolve(window.__keyPresses), 100)),
          ),
        ),
    );
    // Chromium reports no entry under 16 ms: those key presses count as 16 ms.
    const presses = TYPING_PASSES * (TYPED_TEXT.length + 1);
    durations.push(...Array.from({ length: Math.max(0, presses - durations.length) }, () => 16));
    return { keyPresses: durations.length, medianMs: median(durations), worstMs: Math.max(...durations) };
  } finally {
    await context.close();
  }
}

/** The floor page's plain text box is the baseline: a key press with nothing to update. */
async function measureInteractions() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const results = [
      {
        path: "baseline: plain text box, no JavaScript",
        ...(await measureTyping(browser, `${ORIGIN}${FLOOR_PATH}`, () => {
          const input = Object.assign(document.createElement("input"), { id: "baseline" });
          input.setAttribute("aria-label", "Baseline");
          document.querySelector("main")?.prepend(input);
          return "#baseline";
        })),
      },
    ];
    for (const path of SEARCH_PAGES) {
      results.push({
        path,
        ...(await measureTyping(browser, `${ORIGIN}${path}`, async () => {
          // Astro removes an island's `ssr` attribute once it has hydrated: wait for the search box's island.
          await new Promise((resolve) => {
            const check = () => {
              const island = document.querySelector('input[type="search"]')?.closest("astro-island");
              return island && !island.hasAttribute("ssr") ? resolve() : setTimeout(check, 20);
            };
            check();
          });
          return 'input[type="search"]';
        })),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

function format(value, unit = "ms") {
  if (!Number.isFinite(value)) return "n/a";
  if (unit === "ms") return `${Math.round(value)} ms`;
  if (unit === "kb") return `${(value / 1024).toFixed(1)} KB`;
  return String(Math.round(value * 1000) / 1000);
}

async function main() {
  if (!CHROME_PATH) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
  run("npm", ["run", "build"]);
  const paths = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(",") : listBuiltPages();
  const root = await prepareSite();
  const server = await startServer(root);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    console.log(
      `Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${RUNS} runs per URL, ${paths.length} URLs, the floor before each`,
    );
    // The floor is measured throughout the run, not once before it: its LCP alone moved from 1,169 to 968 ms between
    // two runs of the same build, twice the 10 % being measured (docs/decisions/0083).
    const floorRuns = await runRepeatedly(chrome.port, FLOOR_PATH);
    const pages = [];
    for (const path of paths) {
      floorRuns.push(await runLighthouse(chrome.port, `${ORIGIN}${FLOOR_PATH}`));
      pages.push(summarise(path, await runRepeatedly(chrome.port, path)));
      process.stdout.write(".");
    }
    process.stdout.write("\n");
    const floor = summarise(FLOOR_PATH, floorRuns);
    const rows = pages.map((page) => ({ ...page, lcpRatio: page.lcp / floor.lcp }));
    const interactions = await measureInteractions();
    const header =
      "URL | Perf | A11y | BP | SEO | FCP | LCP | LCP/floor | HTML+CSS | TBT | CLS | SI | JS | Total";
    const lines = [floor, ...rows].map((row) =>
      [
        row.path === FLOOR_PATH ? "floor (plain HTML)" : row.path,
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        format(row.fcp),
        format(row.lcp),
        row.lcpRatio ? row.lcpRatio.toFixed(2) : "1.00",
        `${row.firstPaintBytes} B${row.firstPaintBytes > FIRST_WINDOW ? " *" : ""}`,
        format(row.tbt),
        format(row.cls, "n"),
        format(row.speedIndex),
        format(row.jsBytes, "kb"),
        format(row.totalBytes, "kb"),
      ].join(" | "),
    );
    console.log([header, ...lines].join("\n"));
    const floorLcps = floorRuns.map((run) => run.lcp);
    console.log(
      `The floor: the median of ${floorLcps.length} runs, ${RUNS} at the start and one before each URL; its LCP over this run went from ${format(Math.min(...floorLcps))} to ${format(Math.max(...floorLcps))}.`,
    );
    console.log(
      `HTML+CSS: the page's and its stylesheet's transfer sizes; * past the first congestion window (${FIRST_WINDOW} B).`,
    );
    const worstOf = (key, highIsBad = true) => {
      const row = rows.reduce((worst, candidate) =>
        (highIsBad ? candidate[key] > worst[key] : candidate[key] < worst[key]) ? candidate : worst,
      );
      return rows.every((candidate) => candidate[key] === row[key]) ? "all equal" : row.path;
    };
    const worst = {
      performance: worstOf("performance", false),
      accessibility: worstOf("accessibility", false),
      bestPractices: worstOf("bestPractices", false),
      seo: worstOf("seo", false),
      lcpRatio: worstOf("lcpRatio"),
      tbt: worstOf("tbt"),
      cls: worstOf("cls"),
      speedIndex: worstOf("speedIndex"),
    };
    console.log(
      `\nInteractions: key press to next paint while typing "${TYPED_TEXT}" ${TYPING_PASSES} times, 4x CPU slowdown (Event Timing, 8 ms steps):`,
    );
    for (const item of interactions) {
      console.log(
        `${item.path}: median ${format(item.medianMs)}, worst ${format(item.worstMs)} (${item.keyPresses} key presses; under 16 ms counts as 16)`,
      );
    }
    console.log(
      `\nWorst URL per figure: ${Object.entries(worst)
        .map(([key, path]) => `${key} ${path}`)
        .join(", ")}`,
    );
    const failing = rows
      .filter((row) => row.failing.length)
      .map((row) => `${row.path}: ${row.failing.join(", ")}`);
    if (failing.length) console.log(`\nAudits not passed:\n${failing.join("\n")}`);
    writeFileSync(
      "bench/results.json",
      `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, floor, pages: rows, interactions, worst }, null, 2)}\n`,
    );
    console.log("\nWrote bench/results.json");
  } finally {
    await chrome.kill();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
