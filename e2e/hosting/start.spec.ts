import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ADMIN_HEADERS, CACHE_CONTROL, SECURITY_HEADERS } from "../../deploy/security-headers.mjs";
import { freePorts, startNginx } from "../../scripts/nginx-test-server.mjs";
import { expect, gotoHydrated, test } from "../fixtures";
import { type RawAnswer, sendRawRequest } from "../raw-http";
import { startNpmServe } from "../runtimes";
import { TEST_CLIENT } from "../servers";
import { UNKNOWN_PATH } from "../site-paths";

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

/** An <img> on any site can point at localhost (decision 0016). */
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
  // nginx drops (444) a request for a host it does not serve.
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

const RANGES = [
  "bytes=0-0",
  "bytes=-10",
  "bytes=5-",
  "bytes=0-4",
  "bytes= 1 - 2 ",
  "BYTES=0-0",
  "bytes=10-5",
  "bytes=99999999-",
  "bytes=0-99999999",
  `bytes=0-${"9".repeat(30)}`,
  `bytes=${"9".repeat(30)}-`,
  "bytes=-0",
  "bytes=-99999999",
  "bytes=abc",
  "bytes=",
  "bytes=0-1,x",
  "items=0-5",
  "bytes=0-1,5-6",
  "bytes=0-1,3-",
  "bytes=5-3,0-1",
  "bytes=5-3,9999-",
  "bytes=0-0,0-0",
  "bytes=0-50,0-50",
];

const CONDITIONALS: ReadonlyArray<(own: RawAnswer) => Record<string, string>> = [
  (own) => ({ "If-None-Match": own.headers.etag ?? "" }),
  (own) => ({ "If-Modified-Since": own.headers["last-modified"] ?? "" }),
  () => ({ "If-None-Match": "*" }),
  (own) => ({ "If-None-Match": `W/${own.headers.etag ?? ""}` }),
  (own) => ({ "If-None-Match": `"other", ${own.headers.etag ?? ""}` }),
  () => ({ "If-None-Match": '"other"' }),
  () => ({ "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }),
  () => ({ "If-Modified-Since": "garbage" }),
  (own) => ({ "If-Modified-Since": own.headers["last-modified"] ?? "", "If-None-Match": '"other"' }),
  () => ({ "If-Match": '"other"' }),
  (own) => ({ "If-Match": own.headers.etag ?? "" }),
  () => ({ "If-Match": "*" }),
  () => ({ "If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" }),
  () => ({ "If-Unmodified-Since": "garbage" }),
  () => ({ "If-Unmodified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }),
  (own) => ({ "If-None-Match": own.headers.etag ?? "", Range: "bytes=0-0" }),
  (own) => ({ "If-Range": own.headers.etag ?? "", Range: "bytes=0-0" }),
  () => ({ "If-Range": '"other"', Range: "bytes=0-0" }),
  (own) => ({ "If-Range": own.headers["last-modified"] ?? "", Range: "bytes=-3" }),
  () => ({ "If-Range": "Mon, 01 Jan 2001 00:00:00 GMT", Range: "bytes=0-0" }),
];

const OWN_HEADERS = new Set([
  "date",
  "server",
  "connection",
  "etag",
  "last-modified",
  "content-length",
  "content-type",
]);

/** The body of an error answer is nginx's own page, so it is left out. */
function comparable({ status, headers, body }: RawAnswer) {
  const boundary = /boundary=(\S+)/.exec(headers["content-type"] ?? "")?.[1];
  const sameBody = status === 200 || status === 206;
  return {
    status,
    headers: Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !OWN_HEADERS.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    validators: ["etag", "last-modified"].filter((name) => name in headers),
    multipart: boundary !== undefined,
    ...(sameBody
      ? { length: headers["content-length"], body: boundary ? body.replaceAll(boundary, "<boundary>") : body }
      : {}),
  };
}

test.describe("npm start", () => {
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
      const dropped = nginx.status === 0 && /^https?:\/\/[^/]/.test(target);
      if (!dropped) expect(nginx.status, label).toBeGreaterThan(0);
      if (!dropped && start.status !== nginx.status)
        differences.push(`${label}: nginx ${nginx.status}, npm start ${start.status}`);
      // `//host` is a redirect to another host for a browser.
      expect(start.headers.location ?? "/", label).toMatch(/^\/(?![/\\])/);
    }
    expect(differences).toEqual([]);
    // No browser sends raw non-ASCII bytes: Node refuses them with 400 where nginx answers 404.
    expect((await sendRawRequest(origin, "GET", "/\u00e9")).status).toBe(400);
    expect(server.exitCode).toBeNull();
    expect((await sendRawRequest(origin, "GET", "/courses")).status).toBe(200);
  });

  test("byte ranges and conditional requests get nginx's answer, and a 304 its 200's headers", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const catalogue = (await sendRawRequest(origin, "GET", "/courses")).body;
    const asset = /"(\/assets\/[^"]+\.css)"/.exec(catalogue)?.[1] ?? "/robots.txt";
    const differences: string[] = [];
    const compare = async (
      method: string,
      target: string,
      headers: (own: RawAnswer) => Record<string, string>,
    ) => {
      const answers = await Promise.all(
        [baseURL ?? "", origin].map(async (server) => {
          // Each server's copy of the build has its own modification times.
          const own = await sendRawRequest(server, "GET", target);
          return sendRawRequest(server, method, target, headers(own));
        }),
      );
      const [nginx, start] = answers.map(comparable);
      const label = `${method} ${target} ${JSON.stringify(headers({ status: 200, headers: { etag: "<etag>", "last-modified": "<date>" }, body: "" }))}`;
      if (JSON.stringify(start) !== JSON.stringify(nginx))
        differences.push(
          `${label}:\n  nginx     ${JSON.stringify(nginx)}\n  npm start ${JSON.stringify(start)}`,
        );
    };
    for (const target of ["/robots.txt", "/courses", "/course/99", "/images/courses/course.svg", asset]) {
      for (const range of RANGES) {
        await compare("GET", target, () => ({ Range: range }));
      }
      await compare("HEAD", target, () => ({ Range: "bytes=0-0" }));
      await compare("HEAD", target, () => ({ Range: "bytes=0-1,5-6" }));
      for (const conditional of CONDITIONALS) await compare("GET", target, conditional);
    }
    for (const target of ["/admin/", "/admin/config.yml", UNKNOWN_PATH, "/courses/", "/"]) {
      await compare("GET", target, () => ({ Range: "bytes=0-0" }));
      for (const conditional of CONDITIONALS.slice(0, 3)) await compare("GET", target, conditional);
    }
    expect(differences).toEqual([]);
    expect(server.exitCode).toBeNull();
    expect(server.stderr).not.toMatch(/^\s+at /m);
  });

  test("a planted symbolic link is never followed, as in nginx, and a dangling one is named in one line", async () => {
    test.setTimeout(60_000);
    const planted = mkdtempSync(join(tmpdir(), "meridian-links-"));
    cpSync(TEST_CLIENT, join(planted, "build/client"), { recursive: true });
    const client = join(planted, "build/client");
    symlinkSync("/etc/passwd", join(client, "passwd.html"));
    symlinkSync("/etc/passwd", join(client, "images/passwd.svg"));
    symlinkSync("/etc", join(client, "assets/etc"));
    symlinkSync("courses.html", join(client, "alias.html"));
    symlinkSync(join(planted, "nowhere"), join(client, "dangling.html"));
    const [port = 0, tlsPort = 0, redirectPort = 0] = await freePorts(3);
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    let start: Awaited<ReturnType<typeof startNpmServe>> | undefined;
    try {
      nginx = await startNginx({
        port,
        tlsPort,
        redirectPort,
        build: join(planted, "build"),
        stdio: "ignore",
      });
      start = await startNpmServe({ cwd: planted });
      expect(start.greeting).toContain("Serving the site on");
      expect(start.stderr.trim().split("\n")).toHaveLength(1);
      expect(start.stderr).toMatch(/^Not serving 5 symbolic links in build\/client: /);
      const differences: string[] = [];
      for (const target of [
        "/passwd",
        "/passwd.html",
        "/images/passwd.svg",
        "/assets/etc/passwd",
        "/assets/etc/hostname",
        "/alias",
        "/alias.html",
        "/dangling",
        "/dangling.html",
        "/courses",
      ]) {
        for (const headers of [{}, { Range: "bytes=0-10" }, { "If-None-Match": "*" }] as Array<
          Record<string, string>
        >) {
          const [fromNginx, fromStart] = await Promise.all([
            sendRawRequest(`http://127.0.0.1:${port}`, "GET", target, headers),
            sendRawRequest(start.origin, "GET", target, headers),
          ]);
          const label = `GET ${target} ${JSON.stringify(headers)}`;
          expect(fromStart.body, label).not.toContain("root:");
          expect(fromNginx.body, label).not.toContain("root:");
          if (fromStart.status !== fromNginx.status)
            differences.push(`${label}: nginx ${fromNginx.status}, npm start ${fromStart.status}`);
          if (target !== "/courses") expect(fromStart.status, label).toBe(404);
        }
      }
      expect(differences).toEqual([]);
      expect(start.exitCode).toBeNull();
      expect(start.stderr.trim().split("\n")).toHaveLength(1);
    } finally {
      await start?.stop();
      await nginx?.stop();
      rmSync(planted, { recursive: true, force: true });
    }
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

  test("an unknown course, purchase or legal URL is served its fallback page with 404, as nginx does", async ({
    request,
  }) => {
    for (const [path, page] of [
      ["/course/99", "/course/1"],
      ["/purchase/12345", "/purchase/1"],
      ["/legal/whatever", "/legal/privacy"],
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      // The folder's fallback copy (deploy/fallbacks.mjs), as nginx serves it: the real page's title, a course's
      // with the line saying that the course asked for was not found.
      const html = await response.text();
      const real = await (await request.get(`${origin}${page}`)).text();
      expect(html, path).toContain(/<title>[^<]*<\/title>/.exec(real)?.[0] ?? "no title");
      expect(html.includes("The course you asked for was not found"), path).toBe(page !== "/legal/privacy");
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
    const catalogue = await (await request.get(`${origin}/courses`)).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(catalogue)?.[1];
    expect(asset).toBeDefined();
    expect((await request.get(`${origin}${asset}`)).headers()["cache-control"]).toBe(CACHE_CONTROL.assets);
    const image = await request.get(`${origin}/images/courses/course.svg`);
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

function isListening(port: number) {
  return new Promise<boolean>((resolveOpen) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolveOpen(true);
    });
    socket.once("error", () => resolveOpen(false));
  });
}

test("ending npm's process ends the server it started: the port is free again", async () => {
  test.setTimeout(60_000);
  const [port = 0] = await freePorts(1);
  // npm runs scripts/start.mjs under a shell: its own process group lets whatever is left be ended below.
  const npm = spawn("npm", ["run", "serve"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  try {
    let output = "";
    await new Promise<void>((resolveServing, reject) => {
      npm.stdout?.on("data", (data: Buffer) => {
        output += data.toString();
        if (output.includes("Serving the site on")) resolveServing();
      });
      npm.once("exit", () => reject(new Error(`npm run serve ended before it served:\n${output}`)));
    });
    expect(await isListening(port)).toBe(true);
    const exited = once(npm, "exit");
    npm.kill("SIGTERM");
    await exited;
    await expect.poll(() => isListening(port), { timeout: 10_000 }).toBe(false);
  } finally {
    try {
      process.kill(-(npm.pid ?? 0), "SIGKILL");
    } catch {
      // The group is gone: nothing was left.
    }
  }
});

test("a taken port is one line naming it, with no stack", async () => {
  test.setTimeout(60_000);
  const [port = 0] = await freePorts(1);
  const taken = createServer().listen(port, "127.0.0.1");
  await once(taken, "listening");
  try {
    const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout?.on("data", (data: Buffer) => (output += data.toString()));
    server.stderr?.on("data", (data: Buffer) => (output += data.toString()));
    const [code] = (await once(server, "exit")) as [number];
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Port ${port} on 127.0.0.1 is already in use (another npm start?): stop that server, or start this one on another port with PORT=${port + 1} npm start`,
    );
  } finally {
    taken.close();
  }
});
