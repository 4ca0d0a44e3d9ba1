import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { makeContentCopy } from "../../scripts/content/content-copy.ts";
import { allowTime, expect, test, WORK_TIME } from "../fixtures";
import { listHtmlFiles } from "../site-paths";

// Builds whose settings hold hostile values: every value written into HTML at build stays text, and a setting the
// build cannot use safely stops it with a message naming it.
const HOSTILE_NAME = `</title><script>alert(1)</script>"'$&`;
const BUILD = "build/hostile-name";

test.describe("a build with a hostile SITE_NAME", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(() => {
    // The site's build and then the editor's.
    allowTime(2 * WORK_TIME.build);
    const build = spawnSync("npm", ["run", "build"], {
      encoding: "utf8",
      env: { ...process.env, SITE_NAME: HOSTILE_NAME, BUILD_DIRECTORY: BUILD },
    });
    expect(build.status, build.stderr).toBe(0);
  });
  test.afterAll(() => rmSync(BUILD, { recursive: true, force: true }));

  test("writes the name into the editor's page and every page as text, never as markup", () => {
    const admin = readFileSync(join(BUILD, "client/admin/index.html"), "utf8");
    expect(admin).toContain(
      "<title>Content editor · &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;'$&amp;</title>",
    );
    const files = listHtmlFiles(join(BUILD, "client"));
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
      await page.setContent(readFileSync(join(BUILD, "client/admin/index.html"), "utf8"));
      expect(await page.title()).toBe(`Content editor · ${HOSTILE_NAME}`);
      await expect(page.locator("head script")).toHaveCount(1);
    });
  });
});

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

// Pages and scripts come from the build alone: a file planted in public/ that a browser would run stops the build at
// the content check, named like any content problem, before any policy is written for it.
const PLANTED = [
  {
    file: "public/images/evil.html",
    text: '<!doctype html><html><head><title>x</title></head><body><script>fetch("/x")</script></body></html>',
    problem: "public/images/evil.html: is a page or script the build did not make",
  },
  {
    file: "public/images/evil.svg",
    text: '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/x")</script></svg>',
    problem: "public/images/evil.svg: carries script (a <script> element)",
  },
  {
    file: "public/images/headless.html",
    text: "<p>no head<script>fetch('/x')</script>",
    problem: "public/images/headless.html: is a page or script the build did not make",
  },
];
for (const { file, text, problem } of PLANTED) {
  test(`a planted ${file} stops the build, naming it`, () => {
    const root = mkdtempSync(join(tmpdir(), "meridian-planted-"));
    try {
      for (const folder of ["content", "public"]) cpSync(folder, join(root, folder), { recursive: true });
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
      rmSync(root, { recursive: true, force: true });
      rmSync("build/planted-page", { recursive: true, force: true });
    }
  });
}
