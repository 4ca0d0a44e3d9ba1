import { defineConfig, devices } from "@playwright/test";

import {
  ENDPOINT_SITE_PORT,
  ENDPOINT_SITE_URL,
  FORM_ENDPOINT,
  RECEIVER_PORT,
  RECEIVER_URL,
  SITE_URL,
} from "./e2e/servers";
// A system Chromium when there is one (CHROME_PATH overrides); otherwise Playwright's own browser.
import { CHROMIUM_FLAGS, executablePath } from "./scripts/test-tools.mjs";

// The production build served by the shipped nginx configuration (deploy/nginx.conf), as in production:
// security headers, status 404 for unknown paths, redirects. E2E_PORT lets checkouts run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = SITE_URL;
// The tests of a build with every third party set (form endpoint, analytics, newsletter) run against a second
// build of the same sources, served the same way, talking to a real receiver on this machine
// (e2e/form-endpoint.spec.ts, e2e/third-parties.spec.ts).
const ENDPOINT_SPECS = /(form-endpoint|third-parties)\.spec\.ts/;
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
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "chromium", testIgnore: ENDPOINT_SPECS, use: desktop },
    { name: "form endpoint", testMatch: ENDPOINT_SPECS, use: { ...desktop, baseURL: ENDPOINT_SITE_URL } },
  ],
  webServer: [
    {
      command: `node scripts/nginx-test-server.mjs ${PORT}`,
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
      // Builds build/endpoint first when it is missing (about 6 s), then serves it.
      command: `node scripts/endpoint-test-server.mjs ${ENDPOINT_SITE_PORT} ${FORM_ENDPOINT}`,
      url: `${ENDPOINT_SITE_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
