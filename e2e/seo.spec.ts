import { readFileSync } from "node:fs";

import { htmlFileFor } from "../scripts/page-weight.mjs";
import { content } from "./content";
import { expect, test } from "./fixtures";
import { PAGE_PATHS } from "./site-paths";

function readHead(path: string) {
  const html = readFileSync(htmlFileFor(path), "utf8");
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
    expect(meta("property", "og:image")).toMatch(/\/images\/og-image\.png$/);
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

test("the share image is a 1200×630 PNG in the build", () => {
  const png = readFileSync("build/client/images/og-image.png");
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
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
