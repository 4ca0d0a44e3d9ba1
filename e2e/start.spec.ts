import { ADMIN_HEADERS, CACHE_CONTROL, SECURITY_HEADERS } from "../deploy/security-headers.mjs";
import { expect, gotoHydrated, test } from "./fixtures";
import { startNpmServe } from "./runtimes";
import { UNKNOWN_PATH } from "./site-paths";

// `npm start` and `npm run serve` (scripts/start.mjs, sirv) on a port of their own: the same statuses as nginx.
let server: Awaited<ReturnType<typeof startNpmServe>>;
let origin = "";

test.beforeAll(async () => {
  server = await startNpmServe();
  origin = server.origin;
  expect(server.greeting).toContain(`Serving the site on ${origin}`);
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe("npm start (sirv)", () => {
  test("an unknown URL answers 404 with the site's 404 page", async ({ page, request }) => {
    for (const path of [
      UNKNOWN_PATH,
      "/course",
      "/assets/missing.js",
      "/index.html.gz",
      "/_headers",
      "/404.html",
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('http-equiv="Content-Security-Policy"');
    }
    const response = await page.goto(`${origin}${UNKNOWN_PATH}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("pages answer 200 with the security headers and revalidation, assets are immutable", async ({
    page,
    request,
  }) => {
    const home = await request.get(`${origin}/`);
    expect(home.status()).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(home.headers()[name.toLowerCase()], name).toBe(value);
    }
    expect(home.headers()["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    // The catalogue hydrates, so its HTML names scripts (the home page is static and has none).
    const catalogue = await (await request.get(`${origin}/courses`)).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(catalogue)?.[1];
    expect(asset).toBeDefined();
    expect((await request.get(`${origin}${asset}`)).headers()["cache-control"]).toBe(CACHE_CONTROL.assets);
    const image = await request.get(`${origin}/images/learning-path.svg`);
    expect(image.headers()["cache-control"]).toBe(CACHE_CONTROL.images);

    await gotoHydrated(page, `${origin}/courses`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the canonical URL: trailing slash and a page's file name redirect, odd methods get 405", async ({
    request,
  }) => {
    const redirects: Array<[string, string]> = [
      ["/courses/", "/courses"],
      ["/courses.html", "/courses"],
      ["/blog/index.html", "/blog"],
      ["/index.html", "/"],
    ];
    for (const [path, location] of redirects) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(location);
    }
    const post = await request.post(`${origin}/contact`);
    expect(post.status()).toBe(405);
    expect(post.headers().allow).toBe("GET, HEAD");
  });

  test("the content editor is the folder /admin/, with its own headers", async ({ request }) => {
    for (const path of ["/admin", "/admin/index.html"]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe("/admin/");
    }
    for (const path of ["/admin/", "/admin/config.yml"]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) {
        expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
      }
      expect(response.headers()["cache-control"], path).toBe(CACHE_CONTROL.revalidate);
    }
    expect((await request.get(`${origin}/admin/config.yml`)).headers()["content-type"]).toMatch(
      /^text\/yaml/,
    );
  });
});
