import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

import { chromium } from "@playwright/test";

function onPath(...names) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Never a download: Debian's `chromium` on these machines. */
export function systemChromium() {
  if (process.env.CHROME_PATH)
    return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  return (
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync) ??
    onPath("chromium", "chromium-browser")
  );
}

/** For laptops without a system Chromium. */
function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findNginx() {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync) ?? onPath("nginx");
}

/** For vnu-jar; its installer's own JRE download is denied in allowScripts. */
export function findJava() {
  const java = onPath("java");
  if (!java) return undefined;
  const run = spawnSync(java, ["-version"], { encoding: "utf8" });
  return javaMajor(`${run.stdout}${run.stderr}`) >= 11 ? java : undefined;
}

function javaMajor(versionText) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!match) return 0;
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

export function testTools() {
  const chosen = process.env.CHROME_PATH;
  return [
    chosen
      ? {
          name: "Chromium",
          path: systemChromium(),
          elsewhere: `CHROME_PATH is ${chosen}, which does not exist: point it at a Chromium or Chrome, or unset it`,
        }
      : {
          name: "Chromium",
          path: systemChromium() ?? playwrightChromium(),
          debian: "chromium",
          elsewhere:
            "npx playwright install chromium (Playwright's own browser), or set CHROME_PATH to a Chromium or Chrome",
        },
    {
      name: "nginx",
      path: findNginx(),
      debian: "nginx",
      elsewhere: "brew install nginx (macOS), or your system's nginx package (1.22 or newer)",
    },
    {
      name: "Java 11+",
      path: findJava(),
      debian: "default-jre-headless",
      elsewhere: "brew install openjdk (macOS), or any Java 11+ runtime on PATH",
    },
  ];
}

export function missingToolsMessage(absent, debianLike) {
  const how = (tool) => (debianLike && tool.debian ? `apt-get install ${tool.debian}` : tool.elsewhere);
  const packages = absent.flatMap((tool) => (debianLike && tool.debian ? [tool.debian] : []));
  return [
    `npm test needs ${absent.map((tool) => tool.name).join(", ")} for the browser tests, and ${
      absent.length === 1 ? "it is" : "they are"
    } missing:`,
    ...absent.map((tool) => `  - ${tool.name}: ${how(tool)}`),
    ...(packages.length > 1 ? [`  or at once: sudo apt-get install ${packages.join(" ")}`] : []),
    ...(packages.length > 0
      ? ["  (run as root on Debian or Ubuntu, npm test installs these packages itself)"]
      : []),
    "Nothing else was run. README.md, “Test it”, says what each tool is for.",
  ].join("\n");
}

export const executablePath = systemChromium();

/** No sandbox, as the machines run as root. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Chromium obeys only the last --disable-features, so ours repeats the list Playwright 1.65 passes before it;
// e2e/quality/browser.spec.ts fails if Playwright's list grows.
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * For Playwright's launches. Every new window of headless Chromium preloads the address bar's popup, a page of its
 * own in a renderer of its own, and starts a spare renderer for the next site: a test pays for both before it opens
 * the site (decision 0076).
 */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    "WebUIOmniboxPopup",
    "WebUIOmniboxAimPopup",
    "SpareRendererForSitePerProcess",
  ].join(",")}`,
];
