import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { content } from "../content";
import { allowTime, expect, test, WORK_TIME } from "../fixtures";
import { TEST_CLIENT } from "../servers";
import { PAGE_PATHS } from "../site-paths";

function readHead(path: string) {
  const html = readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as { "@type": string } & Record<string, unknown>,
  );
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return { html, jsonLd, meta, canonical };
}

const EXPECTED_TYPES: Record<string, string> = {
  "/course/1": "Course",
  "/courses": "ItemList",
  "/careers": "JobPosting",
  "/help": "FAQPage",
  ...Object.fromEntries(content.blog.map((post) => [`/blog/${post.slug}`, "BlogPosting"])),
};

for (const path of PAGE_PATHS) {
  test(`${path} has canonical, Open Graph, Twitter and JSON-LD metadata`, () => {
    const { jsonLd, meta, canonical } = readHead(path);
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
    expect(meta("property", "og:url")).toBe(canonical);
    expect(meta("property", "og:title")).toBeTruthy();
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    const types = jsonLd.map((data) => data["@type"]);
    expect(types).toContain("Organization");
    if (path !== "/") expect(types).toContain("BreadcrumbList");
    const expected = EXPECTED_TYPES[path];
    if (expected) expect(types).toContain(expected);
  });
}

test("the careers page has one JobPosting per opening, remote ones as TELECOMMUTE", () => {
  const postings = readHead("/careers").jsonLd.filter((data) => data["@type"] === "JobPosting");
  expect(postings.map((posting) => posting.title)).toEqual(content.jobs.map((job) => job.title));
  for (const [index, posting] of postings.entries()) {
    const job = content.jobs[index];
    expect(posting.jobLocationType === "TELECOMMUTE").toBe(job?.workplace.kind === "remote");
    expect(posting.jobLocationType === "TELECOMMUTE" || posting.jobLocation).toBeTruthy();
    expect(posting.datePosted).toBe(job?.datePosted);
  }
});

function expectedShareImage(path: string) {
  const course = /^\/(?:course|purchase)\/([^/]+)(?:\/preview)?$/.exec(path)?.[1];
  const article = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (course && content.courses.some(({ id }) => id === course)) return `/images/share/course-${course}.png`;
  if (article && content.blog.some(({ slug }) => slug === article))
    return `/images/share/blog/${article}.png`;
  return "/images/share/site.png";
}

function readPngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const listShareImages = (client: string) =>
  readdirSync(join(client, "images/share"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(client.length).replaceAll("\\", "/"))
    .sort();

test("every page shares its own image: a course's, an article's or the site's card, in the build", () => {
  const used = new Set<string>();
  for (const path of PAGE_PATHS) {
    const { meta } = readHead(path);
    const image = `${content.site.url}${expectedShareImage(path)}`;
    expect(meta("property", "og:image"), path).toBe(image);
    expect(meta("name", "twitter:image"), path).toBe(image);
    expect(meta("property", "og:image:width"), path).toBe("1200");
    expect(meta("property", "og:image:height"), path).toBe("630");
    expect(meta("property", "og:image:alt"), path).toBeTruthy();
    const png = readFileSync(`${TEST_CLIENT}${expectedShareImage(path)}`);
    expect(readPngSize(png), path).toEqual({ width: 1200, height: 630 });
    expect(png.length, path).toBeLessThan(100 * 1024);
    used.add(expectedShareImage(path));
  }
  expect(used.size).toBe(1 + content.courses.length + content.blog.length);
  expect(listShareImages(TEST_CLIENT)).toEqual([...used].sort());
});

test("a course's share image is its own, distinct from the site's card and from other courses'", async ({
  request,
}) => {
  const images = await Promise.all(
    content.courses.map(async ({ id }) => (await request.get(`/images/share/course-${id}.png`)).body()),
  );
  const site = await (await request.get("/images/share/site.png")).body();
  expect(new Set([site, ...images].map((png) => png.toString("base64"))).size).toBe(images.length + 1);
});

test("a copy built with another SITE_NAME gets another site card, and the build prints a summary", () => {
  // A whole build of the same sources, with the editor: 50-90 s measured on a shared, loaded machine.
  allowTime(2 * WORK_TIME.build);
  const directory = "build/renamed";
  const build = spawnSync("npm", ["run", "build"], {
    encoding: "utf8",
    // SITE_EMAIL blank: the file's placeholder address stays, for the summary to end with.
    env: {
      ...process.env,
      BUILD_DIRECTORY: directory,
      SITE_NAME: "Harbour Lane Business School",
      SITE_EMAIL: "",
    },
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  // Decision 0019: the tools' own output is in the log.
  expect(build.stdout).toMatch(/Built the site in [\d.]+ s: \d+ pages/);
  expect(build.stdout).not.toContain("SITE_NAME =");
  expect(build.stdout.trim().split("\n").at(-1)).toMatch(/SITE_STRICT=1/);
  expect(build.stdout.split("\n").length).toBeLessThan(25);
  expect(build.stdout + build.stderr).not.toMatch(/\[build\]|generating static routes|vite v\d|envFile/);
  expect(readFileSync(`${directory}/build.log`, "utf8")).toMatch(/generating static routes/);
  const client = `${directory}/client`;
  expect(listShareImages(client)).toEqual(listShareImages(TEST_CLIENT));
  for (const image of ["/images/share/site.png", `/images/share/course-${content.courses[0].id}.png`]) {
    const renamed = readFileSync(`${client}${image}`);
    expect(readPngSize(renamed), image).toEqual({ width: 1200, height: 630 });
    expect(renamed.equals(readFileSync(`${TEST_CLIENT}${image}`)), image).toBe(false);
  }
  const home = readFileSync(`${client}/index.html`, "utf8");
  expect(home).toContain('<meta property="og:site_name" content="Harbour Lane Business School"/>');
  expect(home).toContain(`<meta property="og:image" content="${content.site.url}/images/share/site.png"/>`);
  rmSync(directory, { recursive: true, force: true });
});

test("a filtered view's canonical link points at the unfiltered page", async ({ page }) => {
  await page.goto("/courses?q=export&category=global-expansion");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/courses$/);
  await page.goto("/blog?category=Career");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
});

test("the blog links its RSS feed, which lists every article", async ({ request }) => {
  const { html } = readHead("/blog");
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"/);
  const feed = await (await request.get("/blog/rss.xml")).text();
  expect(feed).toMatch(/^<\?xml/);
  expect([...feed.matchAll(/<item>/g)]).toHaveLength(content.blog.length);
});
