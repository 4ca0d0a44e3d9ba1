import { defineConfig, devices } from "@playwright/test";

import {
  ENDPOINT_BUILD,
  ENDPOINT_SITE_PORT,
  ENDPOINT_SITE_URL,
  OWNER_SITE_PORT,
  OWNER_SITE_URL,
  RECEIVER_PORT,
  RECEIVER_URL,
  SITE_URL,
  TEST_BUILD,
} from "./e2e/servers";
import { ensureTestBuilds } from "./scripts/test-site-server.mjs";
// A system Chromium when there is one (CHROME_PATH overrides); otherwise Playwright's own browser.
import { executablePath, PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/test-tools.mjs";
import { pointAtFixtureContent } from "./test/fixture-env.mjs";

// Tests own their content: every test and every build it starts reads test/fixtures/, never the owner's content/,
// .env or SITE_* variables. The owner's build gets the properties of e2e/quality/owner-content.spec.ts only.
pointAtFixtureContent();
// Before any spec loads: specs list the fixture build's pages from its sitemap.
ensureTestBuilds();

// The production build served by the shipped nginx configuration (deploy/nginx.conf), as in production:
// security headers, status 404 for unknown paths, redirects. E2E_PORT lets checkouts run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = SITE_URL;
// The tests of a build with every third party set (form endpoint, analytics, newsletter) run against a second
// build of the same sources, served the same way, talking to a real receiver on this machine
// (e2e/pages/form-endpoint.spec.ts, e2e/pages/third-parties.spec.ts).
const ENDPOINT_SPECS = /(form-endpoint|third-parties)\.spec\.ts/;
const OWNER_SPECS = /owner-content\.spec\.ts/;
// The content editor (4 MB of script per test) runs once the rest is done: beside two other browsers on two cores it
// outgrew its time.
const EDITOR_SPECS = /admin\.spec\.ts/;
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // Assertions poll and pass as soon as they hold: a long limit costs nothing unless they fail (a busy machine).
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    // Off: recording every action cost about a fifth of each test; `--trace retain-on-failure` when debugging one.
    trace: "off",
    launchOptions: {
      executablePath,
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "chromium", testIgnore: [ENDPOINT_SPECS, OWNER_SPECS, EDITOR_SPECS], use: desktop },
    { name: "owner content", testMatch: OWNER_SPECS, use: { ...desktop, baseURL: OWNER_SITE_URL } },
    {
      name: "editor",
      testMatch: EDITOR_SPECS,
      use: desktop,
      dependencies: ["chromium", "form endpoint", "owner content"],
    },
    { name: "form endpoint", testMatch: ENDPOINT_SPECS, use: { ...desktop, baseURL: ENDPOINT_SITE_URL } },
  ],
  webServer: [
    {
      command: `node scripts/test-site-server.mjs ${PORT} ${TEST_BUILD}`,
      url: `${BASE_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      // SIGTERM lets the server stop nginx and remove its temporary prefix (the default is SIGKILL).
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: `node e2e/form-receiver.mjs ${RECEIVER_PORT}`,
      url: `${RECEIVER_URL}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node scripts/test-site-server.mjs ${ENDPOINT_SITE_PORT} ${ENDPOINT_BUILD}`,
      url: `${ENDPOINT_SITE_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // The owner's build as `npm run build` left it (npm test builds it first).
      command: `node scripts/nginx-test-server.mjs ${OWNER_SITE_PORT} build`,
      url: `${OWNER_SITE_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
