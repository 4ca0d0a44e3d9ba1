import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";

import sharp from "sharp";
import { parseDocument } from "yaml";

import { CONTENT_FOLDER, makeContentCopy } from "../../scripts/content/content-copy.ts";
import { contentRoot, loadContent } from "../../scripts/content/load.ts";
import { contentFile, contentPath, serveClient } from "../checkout-copy";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { TEST_CLIENT } from "../servers";


function copyCheckout() {
  const { root, remove } = makeContentCopy("meridian-build-");
  return {
    root,
    read: (file: string) => readFileSync(join(root, file), "utf8"),
    write: (file: string, text: string) => writeFileSync(join(root, file), text),
    remove,
  };
}

function buildCopy(root: string, directory: string, env: Record<string, string> = {}) {
  const result = spawnSync("npm", ["run", "build"], {
    encoding: "utf8",
    env: { ...process.env, ...env, CONTENT_ROOT: root, BUILD_DIRECTORY: directory },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function listFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .map((name) => `${folder}/${name.split("\\").join("/")}`)
    .sort();
}

const STACK_FRAME = /^\s+at /m;

const [firstPost = ""] = readdirSync(contentFile(contentRoot(), "blog"))
  .filter((name) => name.endsWith(".md"))
  .sort();

type Copy = ReturnType<typeof copyCheckout>;
type Course = ReturnType<typeof loadContent>["courses"][number];

/** `change` returns the line the build must print. */
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
  test.describe.configure({ timeout: 120_000 });

  test("an unquoted colon in a title: the file's own line and how to quote it", () => {
    expectOwnerMessage((copy) => {
      const file = contentPath("blog", firstPost);
      const lines = copy.read(file).split("\n");
      const line = lines.findIndex((text) => text.startsWith("title: ")) + 1;
      lines[line - 1] = "title: Pricing: how to set a price";
      copy.write(file, lines.join("\n"));
      return `${file}, line ${line}: a colon followed by a space inside a value makes YAML read a second field: quote a title that contains a colon: title: "Pricing: how to set a price"`;
    });
  });

  test("a course id another course has: both files named", () => {
    expectOwnerMessage((copy) => {
      const courses = readdirSync(contentFile(copy.root, "courses")).map((name) => {
        const file = contentPath("courses", name);
        const text = copy.read(file);
        return { file, text, id: Number(/^id: (\d+)$/m.exec(text)?.[1]) };
      });
      const [kept, changed] = [...courses].sort((a, b) => a.file.localeCompare(b.file));
      if (!kept || !changed) throw new Error("the test needs two courses");
      copy.write(changed.file, changed.text.replace(/^id: \d+$/m, `id: ${kept.id}`));
      const ids = [...new Set(courses.map(({ file, id }) => (file === changed.file ? kept.id : id)))];
      return `${kept.file} and ${changed.file}: id: both files have ${kept.id}: change one of them (ids in use: ${ids.sort((a, b) => a - b).join(", ")})`;
    });
  });

  test("a reference to a course that does not exist: the file, the line and the reference", () => {
    expectOwnerMessage((copy) => {
      const file = listFiles(copy.root, CONTENT_FOLDER).find((name) =>
        /\[\{course:[a-z0-9-]+\}\]/.test(copy.read(name)),
      );
      if (!file) throw new Error("the content names no course by reference");
      const lines = copy.read(file).split("\n");
      const index = lines.findIndex((text) => /\[\{course:[a-z0-9-]+\}\]/.test(text));
      lines[index] = (lines[index] ?? "").replace(/\[\{course:[a-z0-9-]+\}\]/, "[{course:no-such-course}]");
      copy.write(file, lines.join("\n"));
      return `${file}, line ${index + 1}: body: {course:no-such-course}: there is no course file ${contentPath("courses", "no-such-course.md")}`;
    });
  });

  test("a bad SITE_EMAIL: the variable's problem, not site.yml's", () => {
    const output = expectOwnerMessage(
      () =>
        `the variable SITE_EMAIL (set in the build's environment or a .env file, in place of ${contentPath("site.yml")}): expected an email address, got "hello(at)meridian"`,
      { SITE_EMAIL: "hello(at)meridian" },
    );
    expect(output).not.toContain(`${contentPath("site.yml")}: email`);
  });

  test("SITE_STRICT=1 with placeholder settings: the list of them, no stack trace", () => {
    expectOwnerMessage(() => "SITE_STRICT=1: These settings are still placeholders", { SITE_STRICT: "1" });
  });
});

// Three of an owner's edits in one copy and one build: a photo in an article, a retired course and a rebrand. They touch
// different files and no test's checks depend on what another edit left unchanged, so they share one build's time.
test.describe("an owner's edits built together", () => {
  test.describe.configure({ mode: "serial", timeout: 600_000 });

  const BUILD = "build/owner-edits";
  const ALT = "A market stall at opening time";
  const BRAND = "#1d4ed8";
  let copy: Copy | undefined;
  let server: Server | undefined;
  let origin = "";
  let photoBytes = 0;
  let retired: Course;
  let offered: Course[] = [];
  let before: { colors: { brand: string }; logo: string };

  test.beforeAll(async () => {
    copy = copyCheckout();
    photoBytes = await addArticlePhotos(copy);
    ({ retired, offered } = retireLastCourse(copy));
    before = rebrand(copy);
    const build = buildCopy(copy.root, BUILD);
    expect(build.status, build.output).toBe(0);
    ({ server, origin } = await serveClient(`${BUILD}/client`));
  });

  test.afterAll(() => {
    server?.close();
    copy?.remove();
  });

  test("a large photo in an article is served resized by Astro's image service, as WebP, with width, height and srcset; a sideways one upright", async ({
    page,
  }) => {
    const served: Array<{ url: string; bytes: number }> = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "image")
        served.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(`${origin}/blog/${firstPost.replace(/\.md$/, "")}`);

    const image = page.getByRole("img", { name: ALT });
    await expect(image).toHaveAttribute("width", "1536");
    await expect(image).toHaveAttribute("height", "1152");
    await expect(image).toHaveAttribute("srcset", /\.jpg 480w, .*\.jpg 1536w$/);
    await expect(page.locator("picture source[type='image/webp']").first()).toHaveAttribute(
      "srcset",
      /\.webp 480w, .*\.webp 1536w$/,
    );
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const current = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(current).toMatch(/\/assets\/market-stall\.[\w-]+\.webp$/);
    await expect.poll(() => served.find(({ url }) => url === current)?.bytes ?? 0).toBeGreaterThan(0);
    const bytes = served.find(({ url }) => url === current)?.bytes ?? 0;
    expect(bytes).toBeLessThan(300_000);
    expect(bytes).toBeLessThan(photoBytes / 10);
    expect(served.map(({ url }) => url)).not.toContainEqual(
      expect.stringContaining("/images/blog/market-stall.jpg"),
    );

    const upright = page.getByRole("img", { name: "The stall's sign" });
    await expect(upright).toHaveAttribute("width", "800");
    await expect(upright).toHaveAttribute("height", "1200");
    await upright.scrollIntoViewIfNeeded();
    await expect
      .poll(() => upright.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    // The copy's own pixels are upright (no tag left for the browser to apply).
    const copyUrl = await upright.evaluate((element: HTMLImageElement) => element.currentSrc);
    const copyBytes = Buffer.from(await (await page.request.get(copyUrl)).body());
    const { width: copyWidth = 0, height: copyHeight = 0, orientation } = await sharp(copyBytes).metadata();
    expect(copyHeight).toBeGreaterThan(copyWidth);
    expect(orientation ?? 1).toBe(1);
    test.info().annotations.push({
      type: "article photo",
      description: `${photoBytes} B as uploaded, ${bytes} B served (${current.split("/").at(-1)})`,
    });
  });

  test("a retired course keeps its addresses with a page that says so, and leaves every list and the sitemap", async ({
    page,
  }) => {
    for (const path of [`/course/${retired.id}`, `/purchase/${retired.id}`]) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(retired.title);
      await expect(page.getByText("This course is no longer offered")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Browse all courses" })).toHaveAttribute(
        "href",
        "/courses",
      );
      for (const course of offered)
        await expect(main.locator(`a[href="/course/${course.id}"]`).first()).toBeAttached();
      await expect(page.getByRole("form", { name: "Request this course" })).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} of a retired course`);
    }

    await page.goto(`${origin}/courses`);
    await expect(page.getByRole("status")).toHaveText(
      `Showing ${offered.length} of ${offered.length} courses`,
    );
    for (const path of ["/courses", "/"]) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator(`a[href="/course/${retired.id}"]`), path).toHaveCount(0);
      await expect(page.locator(`a[href="/purchase/${retired.id}"]`), path).toHaveCount(0);
    }
    const sitemap = await (await page.request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/course/${offered[0]?.id}</loc>`);
    expect(sitemap).not.toContain(`/course/${retired.id}</loc>`);
    expect(sitemap).not.toContain(`/purchase/${retired.id}</loc>`);
  });

  test("a rebrand in brand.yml reaches every page, the favicon, the share images and the editor", async ({
    page,
  }) => {
    // The template's share images and the editor's own bundle are not the brand's.
    const built = listBuiltFiles(`${BUILD}/client`).filter(
      (file) => /\.(html|css|yml|json)$/.test(file) || /assets\/images\/.*\.svg$/.test(file),
    );
    for (const file of built) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toContain(before.colors.brand);
      expect(text, file).not.toContain(before.logo);
    }
    expect(readFileSync(`${BUILD}/client/admin/config.yml`, "utf8")).toContain(
      "logo_url: /images/brand/harbour.svg",
    );
    expect(readFileSync(`${BUILD}/client/images/share/site.png`)).not.toEqual(
      readFileSync(`${TEST_CLIENT}/images/share/site.png`),
    );

    await page.goto(`${origin}/`);
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", BRAND);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/images/brand/harbour.svg");
    await expect(page.getByRole("banner").locator("img").first()).toHaveAttribute(
      "src",
      "/images/brand/harbour.svg",
    );
    const button = page.getByRole("link", { name: "Explore Courses" });
    await expect(button).toHaveCSS("background-color", "rgb(29, 78, 216)");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCSS("font-family", /Manrope/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((font) => /Manrope/.test(font.family) && font.status === "loaded"),
        ),
      )
      .toBe(true);
    const [course] = offered;
    await page.goto(`${origin}/course/${course?.id}`);
    await expect(page.getByRole("complementary", { name: "Enrolment" }).locator("img")).toHaveAttribute(
      "src",
      /^\/assets\/images\/[\w-]+\.[0-9a-f]{10}\.svg$/,
    );
  });

  /** A 4,000-pixel photo (over 4 MB) and a phone's sideways one, both in the first article. Returns the first's size. */
  async function addArticlePhotos(copy: Copy) {
    // Smooth noise compresses like a phone's photo.
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
    const bytes = statSync(photo).size;
    expect(bytes).toBeGreaterThan(4_000_000);

    // A phone held upright stores its picture sideways with an orientation tag (6: turn 90° clockwise).
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4a6b8a" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(copy.root, "public/images/blog/upright.jpg"));

    const file = contentPath("blog", firstPost);
    copy.write(
      file,
      `${copy.read(file).trimEnd()}\n\n![${ALT}](/images/blog/market-stall.jpg)\n\n![The stall's sign](/images/blog/upright.jpg)\n`,
    );
    return bytes;
  }

  /** The last course: the first is the specification's fallback for unknown ids. */
  function retireLastCourse(copy: Copy) {
    const shipped = loadContent(copy.root, {});
    const course = shipped.courses.at(-1);
    const file = course && shipped.courseFiles[course.id];
    if (!course || !file || shipped.courses.length < 2) throw new Error("the test needs two courses");
    copy.write(
      file,
      copy
        .read(file)
        .replace(/^retired: .*\n/m, "")
        .replace(/^id: (\d+)$/m, "id: $1\nretired: true"),
    );
    return { retired: course, offered: shipped.courses.filter(({ id }) => id !== course.id) };
  }

  /** A new colour, logo and heading font. Returns the brand file's values before. */
  function rebrand(copy: Copy) {
    const brandPath = contentPath("brand.yml");
    const old = parseDocument(copy.read(brandPath)).toJS() as typeof before;
    copy.write(
      "public/images/brand/harbour.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="${BRAND}"/><path d="M8 20h16l-3 5H11Z" fill="#fff"/></svg>`,
    );
    const brandFile = parseDocument(copy.read(brandPath));
    brandFile.setIn(["colors", "brand"], BRAND);
    brandFile.setIn(["logo"], "/images/brand/harbour.svg");
    brandFile.setIn(["headingFont"], "manrope");
    copy.write(brandPath, brandFile.toString());
    return old;
  }
});

function listBuiltFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listBuiltFiles(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}
