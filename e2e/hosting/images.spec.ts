import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CACHE_CONTROL, IMAGE_CSP, IMAGE_HEADERS } from "../../deploy/security-headers.mjs";
import { freePorts, startNginx } from "../../scripts/nginx-test-server.mjs";
import { createSiteServer } from "../../scripts/start.mjs";
import { expect, test } from "../fixtures";
import { TEST_CLIENT } from "../servers";

// The origin holds the editor's GitHub token, so a planted scripted SVG must not run (decision 0042).
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
  // nginx's header snippets come with the recipe, never the build (decision 0024).
  cpSync(TEST_CLIENT, join(copy, "client"), { recursive: true });
  writeFileSync(join(copy, "client/images/scripted.svg"), SCRIPTED_SVG);
  mkdirSync(join(copy, "client/assets/images"), { recursive: true });
  writeFileSync(join(copy, "client/assets/images/scripted.0123456789.svg"), SCRIPTED_SVG);
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
  test.use({
    allowedConsoleMessages: [/Blocked script execution in '[^']*scripted(?:\.\d+)?\.svg'.*sandboxed/],
  });

  const SPRITE = `/assets/${readdirSync(`${TEST_CLIENT}/assets`).find((name) => name.endsWith(".svg"))}`;
  const SANDBOXED = [
    ["/images/courses/course.svg", CACHE_CONTROL.images],
    ["/images/brand/logo.svg", CACHE_CONTROL.images],
    ["/images/logo.png", CACHE_CONTROL.images],
    ["/images/scripted.svg", CACHE_CONTROL.images],
    [SPRITE, CACHE_CONTROL.assets],
    ["/assets/images/scripted.0123456789.svg", CACHE_CONTROL.assets],
  ];

  for (const server of ["nginx", "npm start"]) {
    test(`${server}: every image and SVG carries the image policy, and a scripted SVG opened directly runs nothing`, async ({
      page,
      request,
    }) => {
      const origin = origins[server] ?? "";
      for (const [path, cacheControl] of SANDBOXED) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(200);
        for (const [name, value] of Object.entries(IMAGE_HEADERS)) {
          expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
        expect(response.headers()["cache-control"], path).toBe(cacheControl);
      }

      for (const path of ["/images/scripted.svg", "/assets/images/scripted.0123456789.svg"]) {
        const logged: string[] = [];
        page.on("console", (message) => logged.push(message.text()));
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("rect")).toHaveCount(1);
        // The console reports the blocked script once the document has parsed it.
        await expect.poll(() => logged.some((text) => /Blocked script execution/.test(text))).toBe(true);
        expect(logged.filter((text) => /ran$/.test(text))).toEqual([]);
      }
    });
  }

  test("static hosts get the same policy for /images/* and /assets/* from _headers", () => {
    const rules = readFileSync(`${TEST_CLIENT}/_headers`, "utf8").split(/\n(?=\/)/);
    for (const folder of ["/images/*", "/assets/*"])
      expect(rules.find((rule) => rule.startsWith(`${folder}\n`))).toContain(
        `Content-Security-Policy: ${IMAGE_CSP}`,
      );
    const svgs = rules.filter(
      (rule) => /Content-Security-Policy/.test(rule) && /^\/(?:images|assets)\//.test(rule),
    );
    expect(svgs.map((rule) => rule.split("\n")[0])).toEqual(["/assets/*", "/images/*"]);
  });
});
