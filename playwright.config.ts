import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The production build served by the shipped nginx configuration (deploy/nginx.conf), as in production:
// security headers, status 404 for unknown paths, redirects. E2E_PORT lets checkouts run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A system Chromium when there is one (CHROME_PATH overrides); otherwise Playwright's own browser.
const executablePath =
  process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
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
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node scripts/nginx-test-server.mjs ${PORT}`,
    url: `${BASE_URL}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 30_000,
    // SIGTERM lets the server stop nginx and remove its temporary prefix (the default is SIGKILL).
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
