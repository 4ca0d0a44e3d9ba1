import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  CSP_HEADER,
  PER_PATH_HEADERS,
  SECURITY_HEADERS,
  securityHeadersFor,
} from "../../deploy/security-headers.mjs";
import { startPagesDev } from "../../scripts/pages-test-server.mjs";
import { content } from "../content";
import { expect, gotoHydrated, test } from "../fixtures";
import { startNpmServe } from "../runtimes";
import { PAGES_INSPECTOR_PORT, PAGES_PORT, SITE_URL, TEST_CLIENT } from "../servers";
import { FILE_PATHS, PAGE_PATHS, UNKNOWN_PATH } from "../site-paths";

// The same contract on each host runtime that runs here (docs/deploy.md; decisions 0015, 0022, 0061).
const URLS = [...PAGE_PATHS, ...FILE_PATHS, "/.well-known/security.txt"];
const SITE_WIDE = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => !PER_PATH_HEADERS.includes(name)),
);

type Server = { origin: string; stop: () => Promise<void> };
/** Cloudflare joins the policy on /* with a path's own (decision 0050); a fallback answers 404 everywhere (0061). */
const RUNTIMES: Array<{
  name: string;
  start: () => Promise<Server>;
  fallbackStatus: number;
  joinsPolicies?: boolean;
}> = [
  {
    name: "nginx (deploy/nginx.conf)",
    start: async () => ({ origin: SITE_URL, stop: async () => {} }),
    fallbackStatus: 404,
  },
  { name: "npm start", start: startNpmServe, fallbackStatus: 404 },
  {
    name: "Cloudflare Pages (wrangler pages dev)",
    start: () =>
      startPagesDev({ port: PAGES_PORT, inspectorPort: PAGES_INSPECTOR_PORT, clientDir: TEST_CLIENT }),
    fallbackStatus: 404,
    joinsPolicies: true,
  },
];

/** Repeated headers come joined with ", " as a browser reads them. */
function get(origin: string, path: string) {
  return fetch(`${origin}${path}`, { redirect: "manual" });
}

function expectHeaders(response: Response, expected: Record<string, string>, label: string) {
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers.get(name), `${label} ${name}`).toBe(value);
  }
}

/** A path's own headers, with the site's policy joined before its own where the runtime joins them. */
function headersOf(headers: Record<string, string>, joinsPolicies = false) {
  const policy = headers["Content-Security-Policy"];
  return joinsPolicies && policy !== CSP_HEADER
    ? { ...headers, "Content-Security-Policy": `${CSP_HEADER}, ${policy}` }
    : headers;
}

for (const runtime of RUNTIMES) {
  test.describe(runtime.name, () => {
    test.describe.configure({ mode: "serial" });
    let server: Server;

    test.beforeAll(async () => {
      // wrangler starts workerd: seconds on a loaded machine.
      test.setTimeout(90_000);
      server = await runtime.start();
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    test("every prerendered URL answers 200 with no redirect, the security headers and revalidation", async () => {
      test.setTimeout(30_000 + URLS.length * 500);
      for (const path of URLS) {
        const response = await get(server.origin, path);
        expect(response.status, path).toBe(200);
        expectHeaders(response, { ...SECURITY_HEADERS, "Cache-Control": CACHE_CONTROL.revalidate }, path);
        if (!/\.[a-z]+$/.test(path))
          expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      }
    });

    test("a trailing slash or a page's file name redirects to the canonical URL", async () => {
      const redirects: Array<[string, string]> = [
        ["/courses/", "/courses"],
        ["/course/1/", "/course/1"],
        ["/legal/privacy/", "/legal/privacy"],
        ["/courses.html", "/courses"],
        ["/index.html", "/"],
      ];
      for (const [path, canonical] of redirects) {
        const response = await get(server.origin, path);
        expect([301, 308], path).toContain(response.status);
        expect(new URL(response.headers.get("location") ?? "", server.origin).href, path).toBe(
          `${server.origin}${canonical}`,
        );
      }
    });

    test("assets are immutable, images an hour and sandboxed; the editor has its own headers, one policy each", async () => {
      const catalogue = await (await get(server.origin, "/courses")).text();
      const asset = /"(\/assets\/[^"]+\.js)"/.exec(catalogue)?.[1] ?? "";
      expect(asset).not.toBe("");
      const cached = { [asset]: CACHE_CONTROL.assets, "/images/courses/course.svg": CACHE_CONTROL.images };
      for (const [path, cacheControl] of Object.entries(cached)) {
        const response = await get(server.origin, path);
        expect(response.status, path).toBe(200);
        const own = headersOf(securityHeadersFor(path), runtime.joinsPolicies);
        expectHeaders(response, { ...own, "Cache-Control": cacheControl }, path);
      }
      const editor = await get(server.origin, "/admin/");
      expect(editor.status).toBe(200);
      const own = headersOf(ADMIN_HEADERS, runtime.joinsPolicies);
      expectHeaders(editor, { ...own, "Cache-Control": CACHE_CONTROL.revalidate }, "/admin/");
    });

    test("the host's own files are no page: /_headers answers 404 with the 404 page, never its rules", async () => {
      for (const path of ["/_headers", "/_headers/index.html", "/build.log"]) {
        const response = await get(server.origin, path);
        expect(response.status, path).toBe(404);
        const body = await response.text();
        expect(body, path).toMatch(/<h1\b[^>]*>Page not found<\/h1>/);
        expect(body, path).not.toMatch(/^\s+X-Content-Type-Options: /m);
      }
    });

    test("an unknown URL answers 404 with the site's 404 page and policy; the 404 files are no indexable page", async ({
      page,
    }) => {
      // Not under a fallback folder: Cloudflare Pages would serve /course/1/extra its folder's 404.html.
      const notFound = {
        [UNKNOWN_PATH]: "Page not found",
        "/courses/extra": "Page not found",
        "/blog/no-such-post": "Article not found",
        "/blog/no-such-post/extra": "Article not found",
        "/help/no-such-article": "Help article not found",
      };
      for (const [path, heading] of Object.entries(notFound)) {
        const response = await get(server.origin, path);
        expect(response.status, path).toBe(404);
        expectHeaders(response, SITE_WIDE, path);
        const html = await response.text();
        expect(html, path).toMatch(/http-equiv="Content-Security-Policy"/i);
        expect(html, path).toMatch(new RegExp(`<h1\\b[^>]*>${heading}</h1>`));
      }
      for (const path of [
        "/404.html",
        "/404",
        "/course/404",
        "/purchase/404.html",
        "/legal/404",
        "/blog/404.html",
      ]) {
        const response = await fetch(`${server.origin}${path}`);
        const noindex = /noindex/.test(response.headers.get("x-robots-tag") ?? "");
        expect(response.status === 404 || noindex, `${path}: ${response.status}`).toBe(true);
      }
      const response = await page.goto(`${server.origin}${UNKNOWN_PATH}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await gotoHydrated(page, `${server.origin}/courses`);
      await expect(page).toHaveURL(`${server.origin}/courses`);
    });

    test("an unknown course, purchase or legal URL shows its fallback page, whose canonical link is the real URL", async () => {
      const fallbacks = {
        "/course/99": "/course/1",
        "/purchase/12345": "/purchase/1",
        "/legal/whatever": "/legal/privacy",
      };
      for (const [path, real] of Object.entries(fallbacks)) {
        const response = await get(server.origin, path);
        expect(response.status, path).toBe(runtime.fallbackStatus);
        expectHeaders(response, SITE_WIDE, path);
        const html = await response.text();
        const title = (await (await get(server.origin, real)).text()).match(/<title>[^<]*<\/title>/)?.[0];
        expect(title, real).toBeTruthy();
        expect(html, path).toContain(title ?? "");
        expect(html, path).toContain(
          `<link rel="canonical" href="${content.site.url.replace(/\/$/, "")}${real}"`,
        );
      }
    });
  });
}
