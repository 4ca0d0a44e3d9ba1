import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";

import sharp from "sharp";

import { makeContentCopy } from "../scripts/content/content-copy.ts";
import { contentRoot } from "../scripts/content/load.ts";
import { freePorts } from "../scripts/nginx-test-server.mjs";
import { createSiteHandler } from "../scripts/start.mjs";
import { expect, test } from "./fixtures";

// The real build (`npm run build`, CONTENT_ROOT) of a copy of content/ and public/ that an owner has changed:
// what it prints for their common mistakes, and how it serves the photo they put in an article.

/** A throwaway checkout: content/ and public/ copied to a temporary folder. */
function copyCheckout() {
  const { root, remove } = makeContentCopy("meridian-build-");
  return {
    root,
    read: (file: string) => readFileSync(join(root, file), "utf8"),
    write: (file: string, text: string) => writeFileSync(join(root, file), text),
    remove,
  };
}

/** `npm run build` of a copy into its own folder under build/: its exit status and everything it printed. */
function buildCopy(root: string, directory: string, env: Record<string, string> = {}) {
  const result = spawnSync("npm", ["run", "build"], {
    encoding: "utf8",
    env: { ...process.env, ...env, CONTENT_ROOT: root, BUILD_DIRECTORY: directory },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** A stack frame as Node prints it. */
const STACK_FRAME = /^\s+at /m;

const [firstPost = ""] = readdirSync(join(contentRoot(), "content/blog"))
  .filter((name) => name.endsWith(".md"))
  .sort();

type Copy = ReturnType<typeof copyCheckout>;

/**
 * Builds a copy changed by `change` (which returns the line the build must print) with `env`: the build fails,
 * prints that line and no stack frame.
 */
function expectOwnerMessage(change: (copy: Copy) => string, env: Record<string, string> = {}) {
  const copy = copyCheckout();
  try {
    const message = change(copy);
    const build = buildCopy(copy.root, "build/owner-mistake", env);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(message);
    expect(build.output).not.toMatch(STACK_FRAME);
    return build.output;
  } finally {
    copy.remove();
  }
}

test.describe("an owner's mistake stops the build with a message in plain words and no stack trace", () => {
  // Each build stops while it reads its configuration, before bundling anything.
  test.describe.configure({ timeout: 120_000 });

  test("an unquoted colon in a title: the file's own line and how to quote it", () => {
    expectOwnerMessage((copy) => {
      const file = `content/blog/${firstPost}`;
      const lines = copy.read(file).split("\n");
      const line = lines.findIndex((text) => text.startsWith("title: ")) + 1;
      lines[line - 1] = "title: Pricing: how to set a price";
      copy.write(file, lines.join("\n"));
      return `${file}, line ${line}: a colon followed by a space inside a value makes YAML read a second field: quote a title that contains a colon: title: "Pricing: how to set a price"`;
    });
  });

  test("a course id another course has: both files named", () => {
    expectOwnerMessage((copy) => {
      const courses = readdirSync(join(copy.root, "content/courses")).map((name) => {
        const text = copy.read(`content/courses/${name}`);
        return { file: `content/courses/${name}`, text, id: Number(/^id: (\d+)$/m.exec(text)?.[1]) };
      });
      const [kept, changed] = [...courses].sort((a, b) => a.file.localeCompare(b.file));
      if (!kept || !changed) throw new Error("the test needs two courses");
      copy.write(changed.file, changed.text.replace(/^id: \d+$/m, `id: ${kept.id}`));
      const ids = [...new Set(courses.map(({ file, id }) => (file === changed.file ? kept.id : id)))];
      return `${kept.file} and ${changed.file}: id: both files have ${kept.id}: change one of them (ids in use: ${ids.sort((a, b) => a - b).join(", ")})`;
    });
  });

  test("a bad SITE_EMAIL: the variable's problem, not content/site.yml's", () => {
    const output = expectOwnerMessage(
      () =>
        `the variable SITE_EMAIL (set in the build's environment or a .env file, in place of content/site.yml): expected an email address, got "hello(at)meridian"`,
      { SITE_EMAIL: "hello(at)meridian" },
    );
    expect(output).not.toContain("content/site.yml: email");
  });

  test("SITE_STRICT=1 with placeholder settings: the list of them, no stack trace", () => {
    expectOwnerMessage(() => "SITE_STRICT=1: These settings are still placeholders", { SITE_STRICT: "1" });
  });
});

test("a large photo in an article is served resized, as WebP, with width, height and srcset", async ({
  page,
}) => {
  // A full build of the copy, then the page in Chromium.
  test.setTimeout(600_000);
  const copy = copyCheckout();
  let server: Server | undefined;
  try {
    // A 4000×3000 JPEG of about 5 MB, the kind a phone takes: smooth noise, so that it compresses like a photo.
    const noise = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 12 },
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const photo = join(copy.root, "public/images/blog/market-stall.jpg");
    await sharp(noise.data, { raw: noise.info }).resize({ width: 4000 }).jpeg({ quality: 95 }).toFile(photo);
    const photoBytes = statSync(photo).size;
    expect(photoBytes).toBeGreaterThan(4_000_000);

    const file = `content/blog/${firstPost}`;
    const alt = "A market stall at opening time";
    copy.write(file, `${copy.read(file).trimEnd()}\n\n![${alt}](/images/blog/market-stall.jpg)\n`);
    const build = buildCopy(copy.root, "build/article-images");
    expect(build.status, build.output).toBe(0);

    const [port] = await freePorts(1);
    server = createServer(createSiteHandler("build/article-images/client"));
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    const served: Array<{ url: string; bytes: number }> = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "image")
        served.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(`http://127.0.0.1:${port}/blog/${firstPost.replace(/\.md$/, "")}`);

    const image = page.getByRole("img", { name: alt });
    await expect(image).toHaveAttribute("width", "1536");
    await expect(image).toHaveAttribute("height", "1152");
    await expect(image).toHaveAttribute("srcset", /\.jpg 480w, .*\.jpg 1536w$/);
    await expect(page.locator("picture source[type='image/webp']")).toHaveAttribute(
      "srcset",
      /\.webp 480w, .*\.webp 1536w$/,
    );
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const current = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(current).toMatch(/\/assets\/images\/market-stall-\d+\.[0-9a-f]{10}\.webp$/);
    await expect.poll(() => served.find(({ url }) => url === current)?.bytes ?? 0).toBeGreaterThan(0);
    const bytes = served.find(({ url }) => url === current)?.bytes ?? 0;
    // The copy the browser chose, against the owner's file: a small part of it, and never the file itself.
    expect(bytes).toBeLessThan(300_000);
    expect(bytes).toBeLessThan(photoBytes / 10);
    expect(served.map(({ url }) => url)).not.toContainEqual(
      expect.stringContaining("/images/blog/market-stall.jpg"),
    );
    test.info().annotations.push({
      type: "article photo",
      description: `${photoBytes} B as uploaded, ${bytes} B served (${current.split("/").at(-1)})`,
    });
  } finally {
    server?.close();
    copy.remove();
  }
});
