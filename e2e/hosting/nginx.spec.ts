import { readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";

import { CACHE_CONTROL, IMAGE_HEADERS, SECURITY_HEADERS } from "../../deploy/security-headers.mjs";
import { readOwnerEmail } from "../contact-channels";
import { content } from "../content";
import { expect, gotoHydrated, test, visitEachAfresh } from "../fixtures";
import { TEST_CLIENT } from "../servers";
import { groupBySection, PAGE_PATHS } from "../site-paths";

const PATHS = PAGE_PATHS;

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function rawRequest(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function expectSecurityHeaders(
  headers: RawResponse["headers"],
  expected: Record<string, string> = SECURITY_HEADERS,
) {
  for (const [name, value] of Object.entries(expected)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
  expect(headers.server ?? "").not.toMatch(/\d/);
  expect(headers["x-powered-by"]).toBeUndefined();
}

test.describe("nginx serving the build", () => {
  test("every sitemap URL answers 200 with HTML, security headers and revalidation", async ({ baseURL }) => {
    const sitemap = await rawRequest(baseURL ?? "", "GET", "/sitemap.xml");
    const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(paths.sort()).toEqual([...PATHS].sort());
    for (const path of paths) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], path).toBe(CACHE_CONTROL.revalidate);
      expectSecurityHeaders(response.headers);
    }
  });

  test("the sitemap, robots.txt and the RSS feed are served with their types", async ({ baseURL }) => {
    const files = { "/sitemap.xml": /xml/, "/robots.txt": /^text\/plain/, "/blog/rss.xml": /xml/ };
    for (const [path, type] of Object.entries(files)) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toMatch(type);
      expectSecurityHeaders(response.headers);
    }
  });

  test("an unknown path answers 404 with the site's 404 page", async ({ baseURL }) => {
    for (const path of [
      "/no-such-page",
      "/course",
      "/legal/privacy/extra",
      "/course/1/x",
      "/assets/missing.js",
    ]) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(404);
      expectSecurityHeaders(response.headers);
    }
    const page = await rawRequest(baseURL ?? "", "GET", "/no-such-page");
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toMatch(/<h1\b[^>]*>Page not found<\/h1>/);
    expect(page.body).toMatch(/http-equiv="Content-Security-Policy"/i);
  });

  test("an unknown course, purchase or legal URL is served its fallback page with 404, the real page's canonical", async ({
    baseURL,
  }) => {
    const fallbacks = {
      "/course/99": "/course/1",
      "/purchase/12345": "/purchase/1",
      "/legal/whatever": "/legal/privacy",
    };
    for (const [path, page] of Object.entries(fallbacks)) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      const real = await rawRequest(baseURL ?? "", "GET", page);
      expect(response.status, path).toBe(404);
      expect(response.headers["content-type"], path).toMatch(/^text\/html/);
      expectSecurityHeaders(response.headers);
      expect(response.body, path).toContain(/<title>[^<]*<\/title>/.exec(real.body)?.[0] ?? "no title");
      expect(response.body, path).toContain(
        `<link rel="canonical" href="${content.site.url.replace(/\/$/, "")}${page}"`,
      );
      expect(response.body.includes("The course you asked for was not found"), path).toBe(
        page !== "/legal/privacy",
      );
    }
  });

  test("the trailing-slash form redirects permanently to the canonical URL", async ({ baseURL }) => {
    for (const path of ["/courses/", "/legal/refund/", "/course/2/"]) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(path.slice(0, -1));
      expectSecurityHeaders(response.headers);
    }
  });

  test("hashed assets are cached for a year as immutable, with the sandboxed files' headers", async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get("/courses")).text();
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ""))];
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await rawRequest(baseURL ?? "", "GET", asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers["cache-control"], asset).toBe(CACHE_CONTROL.assets);
      expectSecurityHeaders(response.headers, IMAGE_HEADERS);
    }
  });

  test("text responses are gzip-compressed", async ({ baseURL, request }) => {
    // The home page is static and names no scripts.
    const html = await (await request.get("/courses")).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(stylesheet).toBeDefined();
    for (const path of ["/", "/courses", script ?? "", stylesheet ?? "", "/images/courses/course.svg"]) {
      const response = await rawRequest(baseURL ?? "", "GET", path, { "Accept-Encoding": "gzip" });
      expect(response.headers["content-encoding"], path).toBe("gzip");
    }
  });

  test("pages, scripts, styles and the icon sprite are sent as the build's own gzip copies", async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get("/courses")).text();
    const assets = [...html.matchAll(/"(\/assets\/[^"#]+\.(?:js|css|svg))[#"]/g)].map(([, url]) => url ?? "");
    expect(assets.filter((url) => url.endsWith(".svg")).length).toBeGreaterThan(0);
    expect(assets.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
    for (const path of ["/", "/courses", ...new Set(assets)]) {
      const response = await rawRequest(baseURL ?? "", "GET", path, { "Accept-Encoding": "gzip" });
      const file = path === "/" ? "/index.html" : path.includes(".") ? path : `${path}.html`;
      expect(response.headers["content-encoding"], path).toBe("gzip");
      expect(Number(response.headers["content-length"]), path).toBe(
        statSync(`${TEST_CLIENT}${file}.gz`).size,
      );
    }
  });

  test("odd methods are refused", async ({ baseURL }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await rawRequest(baseURL ?? "", method, "/contact");
      expect(response.status, method).toBe(405);
      // RFC 9110: a 405 says which methods are allowed.
      expect(response.headers.allow, method).toBe("GET, HEAD");
      expectSecurityHeaders(response.headers);
    }
    const head = await rawRequest(baseURL ?? "", "HEAD", "/contact");
    expect(head.status).toBe(200);
    expect(head.headers.allow).toBeUndefined();
  });

  test("any text is fine in the query string", async ({ baseURL }) => {
    for (const query of ["q=%5C", "q=%2F..%2F", "q=%2e%2e", "q=%3Cscript%3E"]) {
      expect((await rawRequest(baseURL ?? "", "GET", `/courses?${query}`)).status, query).toBe(200);
    }
  });

  test("hostile paths get a 4xx and never a file outside the build", async ({ baseURL }) => {
    const hostile = [
      "/../../../../etc/passwd",
      "/assets/../../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/legal%2Fprivacy",
      "/%5Cevil.example/",
      "/\\evil.example/",
      "/courses\\",
      "/legal%2fprivacy",
      "/..%2f..%2fetc%2fpasswd",
      "//etc/passwd",
      "/build/client/index.html",
      "/package.json",
      `/${"a".repeat(8 * 1024)}`,
    ];
    for (const path of hostile) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status, path.slice(0, 60)).toBeLessThan(500);
      expect(response.body).not.toMatch(/root:x:0|"devDependencies"/);
    }
  });

  test("a backslash in the path is refused, never redirected to what a browser reads as another host", async ({
    baseURL,
  }) => {
    for (const path of [
      "/\\evil.example/",
      "/\\evil.example",
      "/%5Cevil.example/",
      "/courses/\\evil.example/",
    ]) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(400);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  test("build files that are not pages are not served; a page's file name redirects to its URL", async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get("/courses")).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(script).not.toBe("");
    const hidden = [
      ...["/_headers", "/404.html", "/404", "/course/404.html", "/course/404", "/legal/404"],
      ...["/index.html.gz", "/courses.html.gz", "/blog/index.html"],
    ];
    for (const path of [...hidden, `${script}.gz`, "/sitemap.xml.gz"]) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toMatch(/http-equiv="Content-Security-Policy"/i);
    }
    const redirects: Array<[string, string]> = [
      ["/index.html", "/"],
      ["/courses.html", "/courses"],
      ["/legal/refund.html", "/legal/refund"],
      ["/course/1.html", "/course/1"],
    ];
    for (const [path, location] of redirects) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });

  test("images are cached briefly and revalidated in the background", async ({ baseURL }) => {
    for (const path of ["/images/courses/course.svg", "/images/logo.png", "/images/share/site.png"]) {
      const response = await rawRequest(baseURL ?? "", "GET", path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe(CACHE_CONTROL.images);
      expect(response.headers["cache-control"], path).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
      expectSecurityHeaders(response.headers, IMAGE_HEADERS);
    }
  });

  test("/.well-known/security.txt names the owner's address and expires a year after the build", async ({
    baseURL,
    page,
  }) => {
    const response = await rawRequest(baseURL ?? "", "GET", "/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expectSecurityHeaders(response.headers);
    await page.goto("/");
    expect(response.body).toMatch(
      new RegExp(`^Contact: mailto:${(await readOwnerEmail(page)).replace(".", "\\.")}$`, "m"),
    );
    const expires = /^Expires: (\S+)$/m.exec(response.body)?.[1] ?? "";
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const built = statSync(`${TEST_CLIENT}/.well-known/security.txt`).mtime;
    const aYearLater = new Date(built);
    aYearLater.setUTCFullYear(aYearLater.getUTCFullYear() + 1);
    expect(Math.abs(new Date(expires).getTime() - aYearLater.getTime())).toBeLessThan(60_000);
    expect(response.body).toBe(readFileSync(`${TEST_CLIENT}/.well-known/security.txt`, "utf8"));
  });
});

test.describe("the Content-Security-Policy", () => {
  // One page visits a section's URLs, each as a first visit (no HTTP cache): a new page per URL cost more than the
  // check itself (decisions 0073, 0075).
  for (const [section, paths] of groupBySection([...PATHS, "/no-such-page", "/purchase/99"])) {
    test(`${section}: each page loads and hydrates with zero violations, cross-origin isolated`, async ({
      page,
    }) => {
      let failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { __cspViolations: violations });
        document.addEventListener("securitypolicyviolation", (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await visitEachAfresh(page, paths, async (path) => {
        failed = [];
        await gotoHydrated(page, path);
        expect(
          await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
          path,
        ).toEqual([]);
        expect(await page.evaluate(() => window.crossOriginIsolated), path).toBe(true);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState("networkidle");
        expect(failed, path).toEqual([]);
      });
    });
  }

  test.describe("when a script is injected", () => {
    test.use({ allowedConsoleMessages: [/Content Security Policy/] });

    test("is enforced: an injected inline script does not run", async ({ page }) => {
      await gotoHydrated(page, "/");
      const violation = page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            document.addEventListener(
              "securitypolicyviolation",
              (event) => resolve(event.violatedDirective),
              {
                once: true,
              },
            ),
          ),
      );
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
      });
      expect(await violation).toMatch(/^script-src/);
      expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    });
  });
});
