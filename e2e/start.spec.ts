import { ADMIN_HEADERS, CACHE_CONTROL, SECURITY_HEADERS } from "../deploy/security-headers.mjs";
import { expect, gotoHydrated, test } from "./fixtures";
import { sendRawRequest } from "./raw-http";
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

/**
 * Request targets a hostile page or client can send (an <img> on any site can point at localhost): malformed
 * targets, double slashes, encoded separators in the path and in the query, dot segments, huge request lines and
 * odd methods. `npm start` must answer each as the shipped nginx does, and keep serving.
 */
const HOSTILE_REQUESTS: ReadonlyArray<[method: string, target: string]> = [
  ...[
    "//",
    "//a:99999/",
    "//%zz/",
    "//x//attacker.example/",
    "//courses/",
    "/courses//",
    "/admin//",
    "//etc/passwd",
  ],
  // The absolute form names the site's own host: nginx drops (444) a request for a host it does not serve.
  ...[
    "http://",
    "http://127.0.0.1/courses",
    "http://127.0.0.1:99999/",
    "https://127.0.0.1/",
    "http://127.0.0.1//a",
    "http://x_y/",
    "http://x..y/",
  ],
  ...["*", "courses", "/%zz", "/a%", "/%00", "/courses%00", "/..", "/../etc/passwd", "/%2e%2e/x", "/.%2e/"],
  ...["/a/../courses", "/./courses", "/courses/.", "/courses/..", "/%2e/courses", "/images/../index.html"],
  ...["/legal%2Fprivacy", "/courses%2f?x", "/%5Cevil", "/\\evil", "/courses\\", "/%C0%AE%C0%AE/", "/%e9"],
  ...[
    "/help?q=24%2F7",
    "/courses?q=%5C",
    "/courses?q=%2F..%2F",
    "/courses?%2e%2e",
    "/courses?",
    "/courses#x",
  ],
  ...[
    "/courses/",
    "/index.html?x=1",
    "/courses/index.html",
    "/nope/index.html",
    "/admin/index.html",
    "/admin",
  ],
  ...["/images/", "/images/x/", "/admin/x/", "/.well-known/", "/404", "/admin/index"],
  // The fallback folders (deploy/fallbacks.mjs): one unknown segment is served its fallback page, nothing else.
  ...[
    "/course/99",
    "/course/404",
    "/course/1/x",
    "/course/x.html",
    "/purchase/%41",
    "/legal/a%2fb",
    "/legal/..",
  ],
  ...["/a%0d/", "/a%0a/", "/a%3Fb/", "/courses;x"],
  ...[8177, 8178, 16 * 1024, 70_000].map((length) => `/${"a".repeat(length - 1)}`),
  `/courses?q=${"q".repeat(9000)}`,
]
  .map((target) => ["GET", target] as [string, string])
  .concat([
    ...["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "FOO", "get"].map(
      (method): [string, string] => [method, "/"],
    ),
    ["OPTIONS", "*"],
    ["M-SEARCH", "*"],
    ["FOO", "*"],
    ["POST", "//"],
    ["POST", "/%zz"],
    ["CONNECT", "x:443"],
    ["HEAD", "//"],
    ["DELETE", `/${"a".repeat(8174)}`],
    ["DELETE", `/${"a".repeat(8175)}`],
  ]);

test.describe("npm start (sirv)", () => {
  test("hostile request targets get the status nginx gives them, and the server keeps serving", async ({
    baseURL,
  }) => {
    test.setTimeout(30_000 + HOSTILE_REQUESTS.length * 500);
    const differences: string[] = [];
    for (const [method, target] of HOSTILE_REQUESTS) {
      const [nginx, start] = await Promise.all([
        sendRawRequest(baseURL ?? "", method, target),
        sendRawRequest(origin, method, target),
      ]);
      const label = `${method} ${target.length > 60 ? `${target.slice(0, 20)}… (${target.length})` : target}`;
      // An absolute target names its host: nginx drops one that is not the site's (444, deploy/nginx-settings.conf).
      const dropped = nginx.status === 0 && /^https?:\/\/[^/]/.test(target);
      if (!dropped) expect(nginx.status, label).toBeGreaterThan(0);
      if (!dropped && start.status !== nginx.status)
        differences.push(`${label}: nginx ${nginx.status}, npm start ${start.status}`);
      // Never a redirect to another host (`//host` is one for a browser).
      expect(start.headers.location ?? "/", label).toMatch(/^\/(?![/\\])/);
    }
    expect(differences).toEqual([]);
    // Raw non-ASCII bytes in a target, which no browser sends: Node's parser refuses them with 400, nginx looks
    // them up (404).
    expect((await sendRawRequest(origin, "GET", "/\u00e9")).status).toBe(400);
    expect(server.exitCode).toBeNull();
    expect((await sendRawRequest(origin, "GET", "/courses")).status).toBe(200);
  });

  test("no open redirect, and the query is not read as the path", async ({ request }) => {
    const hostile = await request.get(`${origin}//x//attacker.example/`, { maxRedirects: 0 });
    expect(hostile.status()).toBe(404);
    expect(hostile.headers().location).toBeUndefined();
    const search = await request.get(`${origin}/help?q=24%2F7`, { maxRedirects: 0 });
    expect(search.status()).toBe(200);
    const slash = await request.get(`${origin}/courses/?q=24%2F7`, { maxRedirects: 0 });
    expect(slash.headers().location).toBe("/courses?q=24%2F7");
  });

  test("an unknown URL answers 404 with the site's 404 page", async ({ page, request }) => {
    for (const path of [
      UNKNOWN_PATH,
      "/course",
      "/assets/missing.js",
      "/index.html.gz",
      "/_headers",
      "/404.html",
      "/404",
      "/course/404",
      "/legal/privacy/extra",
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(await response.text(), path).toMatch(/http-equiv="Content-Security-Policy"/i);
    }
    const response = await page.goto(`${origin}${UNKNOWN_PATH}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("an unknown course, purchase or legal URL is served its fallback page with 200, as nginx does", async ({
    request,
  }) => {
    for (const [path, page] of [
      ["/course/99", "/course/1"],
      ["/purchase/12345", "/purchase/1"],
      ["/legal/whatever", "/legal/privacy"],
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toBe(await (await request.get(`${origin}${page}`)).text());
    }
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
      ["/course/1.html", "/course/1"],
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
