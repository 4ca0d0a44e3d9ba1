import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CACHE_CONTROL, IMAGE_CSP, IMAGE_HEADERS } from "../../deploy/security-headers.mjs";
import { freePorts, startNginx } from "../../scripts/nginx-test-server.mjs";
import { createSiteServer } from "../../scripts/start.mjs";
import { expect, test } from "../fixtures";
import { TEST_CLIENT } from "../servers";

// An image the owner uploads is served from /images/ on the site's origin, where the editor keeps the owner's
// GitHub token. A scripted SVG planted there (a copy of the build, served by the shipped nginx configuration and by
// `npm start`) is opened directly in Chromium: its script and its event handler must not run.
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="console.log('svg onload ran')">
  <script>console.log("svg script ran"); document.title = "ran";</script>
  <rect width="10" height="10" fill="teal"/>
</svg>
`;

let copy = "";
let nginx: Awaited<ReturnType<typeof startNginx>>;
let start: Server;
const origins: Record<string, string> = {};

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "meridian-images-"));
  // The build's files only: nginx's header snippets come with the recipe (deploy/nginx-headers/).
  cpSync(TEST_CLIENT, join(copy, "client"), { recursive: true });
  writeFileSync(join(copy, "client/images/scripted.svg"), SCRIPTED_SVG);
  const [port, tlsPort, redirectPort, startPort] = await freePorts(4);
  nginx = await startNginx({
    port,
    tlsPort,
    redirectPort,
    build: copy,
    stdio: ["ignore", "ignore", "inherit"],
  });
  origins.nginx = `http://127.0.0.1:${port}`;
  start = createSiteServer(join(copy, "client"));
  await new Promise<void>((resolve) => start.listen(startPort, "127.0.0.1", resolve));
  origins["npm start"] = `http://127.0.0.1:${startPort}`;
});

test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => start?.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

test.describe("images are served sandboxed", () => {
  // Chromium says it blocked the SVG's script: that message is the point of the test.
  test.use({ allowedConsoleMessages: [/Blocked script execution in '[^']*scripted\.svg'.*sandboxed/] });

  for (const server of ["nginx", "npm start"]) {
    test(`${server}: every image carries the image policy, and a scripted SVG opened directly runs nothing`, async ({
      page,
      request,
    }) => {
      const origin = origins[server] ?? "";
      for (const path of ["/images/courses/course.svg", "/images/logo.png", "/images/scripted.svg"]) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(200);
        for (const [name, value] of Object.entries(IMAGE_HEADERS)) {
          expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
        expect(response.headers()["cache-control"], path).toBe(CACHE_CONTROL.images);
      }

      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      const response = await page.goto(`${origin}/images/scripted.svg`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("rect")).toHaveCount(1);
      // The console reports the blocked script once the document has parsed it.
      await expect.poll(() => logged.some((text) => /Blocked script execution/.test(text))).toBe(true);
      expect(logged.filter((text) => /ran$/.test(text))).toEqual([]);
    });
  }

  test("static hosts get the same policy for /images/* from _headers", () => {
    const rules = readFileSync(`${TEST_CLIENT}/_headers`, "utf8").split(/\n(?=\/)/);
    expect(rules.find((rule) => rule.startsWith("/images/*\n"))).toContain(
      `Content-Security-Policy: ${IMAGE_CSP}`,
    );
  });
});
