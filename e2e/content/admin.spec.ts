import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { dirname, join, relative } from "node:path";

import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";

import { ADMIN_CSP, ADMIN_HEADERS, CACHE_CONTROL, CSP_HEADER } from "../../deploy/security-headers.mjs";
import { formatPrice } from "../../model/course-format.ts";
import { contentLanguage } from "../../model/dates.ts";
import { blogPostSchema } from "../../model/schemas/blog.ts";
import { UPLOAD_MAX_BYTES } from "../../scripts/content/cms-config.ts";
import { blogCollection } from "../../scripts/content/collections/blog.ts";
import { coursesCollection } from "../../scripts/content/collections/courses.ts";
import { reviewsCollection } from "../../scripts/content/collections/reviews.ts";
import { CONTENT_ROOT_FOLDERS } from "../../scripts/content/content-copy.ts";
import { slugOf } from "../../scripts/content/files.ts";
import { isTranslatableText,toJsonSchema } from "../../scripts/content/json-schema.ts";
import { COLLECTIONS, contentRoot, loadContent } from "../../scripts/content/load.ts";
import { ContentError } from "../../scripts/content/problems.ts";
import { freePorts } from "../../scripts/nginx-test-server.mjs";
import { createSiteHandler } from "../../scripts/start.mjs";
import { buildCopy, buildCopyWithSettings, contentPath, copyCheckout, serveClient } from "../checkout-copy";
import { allowTime, expect, test, WORK_TIME } from "../fixtures";
import { TEST_CLIENT } from "../servers";

// Playwright cannot pick a folder in showDirectoryPicker, so the CMS's local mode gets an origin-private folder.

/** Harmless: the frame holds only the CMS's own rendering, and the page's CSP covers it. */
const PREVIEW_FRAME_WARNING = /An iframe which has both allow-scripts and allow-same-origin/;

/** Logged when the editor pane closes after a save; the saved files are checked below. */
const SVELTE_DERIVED_INERT = /svelte\.dev\/e\/derived_inert/;

const REPOSITORY = "meridian";

function readMarkdown(file: string) {
  const [, frontMatter = "", body = ""] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  return { data: parse(frontMatter) as Record<string, unknown>, body };
}

const BODY_LABEL = blogCollection.files.kind === "folder" ? blogCollection.files.body : "";
const REVIEW_BODY_LABEL = reviewsCollection.files.kind === "folder" ? reviewsCollection.files.body : "";

/** An image the CMS can decode for its thumbnail. */
const PNG = {
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgT44AIgYIBQAVAgMp1IdnnQAAAABJRU5ErkJggg==",
    "base64",
  ),
};

function readTree(root: string, folder = root): Record<string, Buffer> {
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory()
        ? Object.entries(readTree(root, path))
        : [[relative(root, path).split("\\").join("/"), readFileSync(path)]];
    }),
  );
}

function readCheckout(root: string) {
  return Object.fromEntries(
    CONTENT_ROOT_FOLDERS.flatMap((folder) => Object.entries(readTree(root, join(root, folder)))),
  );
}

/** The editor at `origin` (the tests' build by default), working on `files` as its local repository. */
async function openEditor(page: Page, files: Record<string, Buffer>, origin = "") {
  allowTime(WORK_TIME.editorLoad);
  // GitHub's status API cannot be reached from this machine.
  await page.route("https://www.githubstatus.com/api/v2/status.json", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  // Records which of Sveltia's radio groups have announced "Initialized" (`pick`).
  await page.addInitScript(() => {
    const initialized = new WeakSet<EventTarget>();
    Object.assign(window, { initializedGroups: initialized });
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      if (event.type === "Initialized") initialized.add(this);
      return dispatch.call(this, event);
    };
  });
  // A Buffer does not cross to the page.
  const entries: Array<[string, string]> = Object.entries({
    ".git/HEAD": Buffer.from("ref: refs/heads/main\n"),
    ...files,
  }).map(([path, bytes]) => [path, bytes.toString("base64")]);
  await page.addInitScript(
    ({ name, entries }) => {
      const write = async (root: FileSystemDirectoryHandle, path: string, base64: string) => {
        const segments = path.split("/");
        const file = segments.pop() ?? "";
        let folder = root;
        for (const segment of segments) folder = await folder.getDirectoryHandle(segment, { create: true });
        const writable = await (await folder.getFileHandle(file, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
        await writable.close();
      };
      Object.assign(window, {
        showDirectoryPicker: async () => {
          const storage = await navigator.storage.getDirectory();
          await storage.removeEntry(name, { recursive: true }).catch(() => undefined);
          const root = await storage.getDirectoryHandle(name, { create: true });
          for (const [path, base64] of entries) await write(root, path, base64);
          return root;
        },
      });
    },
    { name: REPOSITORY, entries },
  );
  await page.goto(`${origin}/admin/`);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("button", { name: "Show Account Menu" })).toBeVisible();
}

async function readRepository(page: Page): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async (name) => {
    const found: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      // The DOM types of this TypeScript version lack the folder handle's async iteration.
      const entries = (
        folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries();
      for await (const [entryName, handle] of entries) {
        if (handle.kind === "directory")
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${entryName}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          found[`${prefix}${entryName}`] = btoa(
            Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""),
          );
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), "");
    return found;
  }, REPOSITORY);
  return Object.fromEntries(
    Object.entries(files).map(([path, base64]) => [path, Buffer.from(base64, "base64")]),
  );
}

function writeSaved(root: string, saved: Record<string, Buffer>, before: Record<string, Buffer>) {
  const changed = Object.entries(saved).filter(
    ([path, bytes]) => !path.startsWith(".git/") && !before[path]?.equals(bytes),
  );
  for (const [path, bytes] of changed) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
  return changed.map(([path]) => path).sort();
}

async function serve(client: string): Promise<{ origin: string; server: Server }> {
  const [port] = await freePorts(1);
  const server = createServer(createSiteHandler(client));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

const editor = (page: Page) => page.getByRole("group", { name: "Content Editor" });

/**
 * Sveltia scrolls the editor's pane after an entry opens, so a press on a field can be released beside it and never
 * click (seen under load: pointerdown on the Featured switch, a scroll of the pane, pointerup on another field). A
 * switch is turned on from the keyboard, where the pane's scroll cannot move it from under the pointer.
 */
async function switchOn(control: Locator) {
  await control.focus();
  await control.press("Space");
  await expect(control).toBeChecked();
}

/**
 * Sveltia's radio group takes clicks once it is initialized, 100 ms after it appears: a click before is lost. The
 * option is then chosen from the keyboard, as a switch is (the pane's scroll can move a pointer's press off it).
 */
async function pick(group: Locator, name: string) {
  await expect
    .poll(() =>
      group.evaluate((element) =>
        (window as unknown as { initializedGroups: WeakSet<EventTarget> }).initializedGroups.has(element),
      ),
    )
    .toBe(true);
  const option = group.getByRole("radio", { name });
  await option.focus();
  await option.press("Space");
  await expect(option).toBeChecked();
}

async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByRole("row", { name: entry }).click();
  // Until its Title holds the entry, the pane can be the last entry's, closing, and lose a click (issue 39).
  allowTime(WORK_TIME.pageLoad);
  await expect(editor(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(entry, {
    timeout: WORK_TIME.editorLoad,
  });
  await transitionsEnded(page);
}

/** Sveltia opens and closes its panes in view transitions; a field of a pane still in one can lose what it is given. */
async function transitionsEnded(page: Page) {
  await expect.poll(() => page.evaluate(() => (document as { activeViewTransition?: unknown }).activeViewTransition === null)).toBe(true);
}

async function createEntry(page: Page, collection: string) {
  await page.getByRole("treeitem", { name: collection }).click();
  // Sveltia routes each click by the URL when its view transition runs: Create New waits for the list it belongs to.
  const listed = new RegExp(`viewing the “\u2068?${collection}\u2069?” collection`);
  await expect(page.getByRole("status").filter({ hasText: listed })).toBeAttached();
  await page.getByRole("button", { name: "Create New Entry" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "creating a new entry" })).toBeAttached({
    timeout: WORK_TIME.editorLoad,
  });
  await transitionsEnded(page);
}

async function save(page: Page) {
  await editor(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved." })).toBeVisible();
  // The saved entry's pane closes after the message; until then its fields are still on the page.
  await expect(editor(page)).toBeHidden();
  await transitionsEnded(page);
}

test.use({
  allowedConsoleMessages: [
    new RegExp([PREVIEW_FRAME_WARNING, SVELTE_DERIVED_INERT].map(({ source }) => source).join("|")),
  ],
});

test.describe("the content editor at /admin/", () => {
  // Playwright starts the tests in this order: the longest first, so that the two workers finish together.
  test("an owner's change and new post are saved to the files, pass the content checks and show in the next build", async ({
    page,
  }) => {
    const copy = copyCheckout();
    let site: Awaited<ReturnType<typeof serve>> | undefined;
    try {
      const before = readCheckout(copy.root);
      await openEditor(page, before);

      const { courses, site: settings } = loadContent(copy.root, {});
      const course = courses.find(({ id }) => id === "2");
      if (!course) throw new Error("the test needs a course whose id is 2 in test/fixtures/content/courses/");
      const price = course.priceAmount + 50;
      await openEntry(page, coursesCollection.label, course.title);
      await editor(page).getByRole("spinbutton", { name: "Price" }).fill(String(price));
      const coursePreview = page.frameLocator("iframe").first();
      await expect(coursePreview.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
      await expect(
        coursePreview.getByText(formatPrice(price, settings.currency, contentLanguage(settings)), { exact: true }),
      ).toBeVisible();
      await save(page);

      const title = "Pricing your first course";
      const [, category = ""] = blogPostSchema.shape.category.options;
      await createEntry(page, blogCollection.label);
      const post = editor(page);
      await expect(post.getByRole("toolbar", { name: "Primary" })).toContainText(
        `Creating \u2068${blogCollection.label}\u2069`,
      );
      allowTime(WORK_TIME.editorLoad);
      await post.getByRole("textbox", { name: "Title" }).fill(title);
      await post.getByRole("textbox", { name: "Excerpt" }).fill("How to set a price you can defend.");
      await post.getByRole("textbox", { name: "Date" }).fill("2026-11-20");
      await pick(post.getByRole("radiogroup", { name: "Category" }), category);
      await post.getByRole("button", { name: /Add.*Tags/ }).click();
      await post.getByRole("textbox", { name: "Tags" }).fill("Pricing");
      await post.getByRole("textbox", { name: "Author" }).fill("Daniel Okafor");
      const imageField = post.getByRole("group", { name: "“\u2068Image\u2069” Field" });
      await imageField
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: "pricing.png", ...PNG });
      await expect(imageField.locator("img")).toHaveAttribute("src", /^blob:/);
      await post.getByRole("textbox", { name: BODY_LABEL }).click();
      await page.keyboard.type("## Start from the value\nPrice follows what the learner gains.\n");
      await page.keyboard.type("- Count the hours saved\nCompare two rivals\n\n");
      await page.keyboard.type("Read our [refund policy](/legal/refund) first.");
      const preview = page.frameLocator("iframe").first();
      await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(preview.getByRole("heading", { level: 2, name: "Start from the value" })).toBeVisible();
      await save(page);

      const slug = "pricing-your-first-course";
      const postPath = contentPath("blog", `${slug}.md`);
      const changed = writeSaved(copy.root, await readRepository(page), before);
      const coursePath = changed.find((path) => path.startsWith(`${contentPath("courses")}/`)) ?? "";
      expect(changed).toEqual([postPath, coursePath, "public/images/blog/pricing.png"].sort());
      expect(readFileSync(join(copy.root, "public/images/blog/pricing.png"))).toEqual(PNG.buffer);
      const [original, saved] = [join(contentRoot(), coursePath), join(copy.root, coursePath)].map(
        readMarkdown,
      );
      expect(saved?.data).toEqual({ ...original?.data, price });
      expect(saved?.body).toBe(original?.body);
      const { data, body } = readMarkdown(join(copy.root, postPath));
      expect(blogPostSchema.parse(data)).toMatchObject({
        title,
        date: "2026-11-20",
        category,
        tags: ["Pricing"],
        image: "/images/blog/pricing.png",
      });
      expect(body).toMatch(/^## Start from the value$/m);

      const content = loadContent(copy.root, {});
      expect(content.courses.find(({ id }) => id === "2")?.priceAmount).toBe(price);
      const html = content.blog.find((entry) => entry.slug === slug)?.html ?? "";
      expect(html).toContain("<h2>Start from the value</h2>");
      expect(html).toMatch(/<ul>\s*<li>Count the hours saved<\/li>\s*<li>Compare two rivals<\/li>\s*<\/ul>/);
      expect(html).toContain('<a href="/legal/refund">refund policy</a>');

      const build = buildCopy(copy.root, "build/cms");
      expect(build.status, build.stderr).toBe(0);
      site = await serve("build/cms/client");
      await page.goto(`${site.origin}/course/2`);
      await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
      await expect(
        page.getByText(formatPrice(price, content.site.currency, contentLanguage(content.site)), { exact: true }).first(),
      ).toBeVisible();
      await page.goto(`${site.origin}/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Start from the value" })).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("listitem").filter({ hasText: "Compare two rivals" }),
      ).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: "refund policy", exact: true }),
      ).toHaveAttribute("href", "/legal/refund");
      const image = page.locator('img[src^="/assets/pricing."]').first();
      await expect
        .poll(() =>
          image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
    } finally {
      site?.server.close();
      copy.remove();
    }
  });

  test("on a site in English and German, a course's German translation is edited in the German locale and saved as content/de/courses/<file>.md holding only its texts", async ({
    page,
  }, testInfo) => {
    const made = buildCopyWithSettings(
      "meridian-editor-languages-",
      `build/cms-languages-${testInfo.parallelIndex}`,
      "languages: [en, de]",
    );
    let site: Awaited<ReturnType<typeof serveClient>> | undefined;
    try {
      expect(made.build.status, `${made.build.stdout}\n${made.build.stderr}`).toBe(0);
      const root = made.copy.root;
      // A course with a curriculum and features: lists whose texts the translation holds item by item.
      const file =
        readdirSync(join(root, contentPath("courses")))
          .sort()
          .find((name) => {
            const { data } = readMarkdown(join(root, contentPath("courses", name)));
            return Array.isArray(data.curriculum) && Array.isArray(data.features);
          }) ?? "";
      if (!file) throw new Error("the test needs a course with a curriculum and features in test/fixtures/content/courses/");
      const englishPath = contentPath("courses", file);
      const original = readMarkdown(join(root, englishPath));
      const title = String(original.data.title);
      const before = readCheckout(root);
      site = await serveClient(`build/cms-languages-${testInfo.parallelIndex}/client`);
      await openEditor(page, before, site.origin);
      await openEntry(page, coursesCollection.label, title);

      // The pane's language switch offers German; the course has no German file yet, so German is off until enabled.
      const switcher = editor(page).getByRole("radiogroup", { name: "Switch Locale" }).first();
      await expect(switcher.getByRole("radio", { name: /^English/ })).toBeChecked();
      await switcher.getByRole("radio", { name: /^German/ }).click();
      await editor(page).getByRole("button", { name: /^Enable \u2068?German\u2069?$/ }).click();
      await transitionsEnded(page);
      // Enabled, the German form holds the course's texts, empty; the owner starts from the English ones (Copy from
      // English fills every box) and translates the title.
      const pane = page.getByRole("group", { name: /^Edit \u2068?German\u2069? Content$/ });
      const titleBox = pane.getByRole("textbox", { name: "Title", exact: true }).first();
      await expect(titleBox).toHaveValue("");
      await pane.getByRole("button", { name: /^Show \u2068?German\u2069? Content Options$/ }).click();
      await page.getByRole("menuitem", { name: /^Copy from \u2068?English\u2069?$/ }).click();
      await expect(titleBox).toHaveValue(title);
      const german = "Unternehmertum und Entwicklung von Geschäftsideen";
      await titleBox.fill(german);
      await save(page);

      const germanPath = contentPath("de", "courses", file);
      const changed = writeSaved(root, await readRepository(page), before);
      // Saving writes the entry's every language: the English file again (its comments dropped), with the same values.
      expect(changed).toEqual([englishPath, germanPath].sort());
      expect(readMarkdown(join(root, englishPath))).toEqual(original);
      const saved = readMarkdown(join(root, germanPath));
      expect(saved.data.title).toBe(german);
      expect(saved.body.trim()).toBe(original.body.trim());
      // Only texts: the price, id, category, cover and every other shared value stay out, at any depth. Copy from
      // English also copies a shared value written as text (the duration): the file may repeat it, unchanged.
      const schema = toJsonSchema(coursesCollection.schema);
      const shared = Object.keys(saved.data).filter((key) => {
        const field = schema.properties?.[key] ?? {};
        return !(field.type === "array" || field.type === "object" || isTranslatableText(key, field));
      });
      for (const key of shared) expect(saved.data[key], key).toEqual(original.data[key]);
      expect(shared.filter((key) => key !== "duration" && key !== "paymentLink")).toEqual([]);
      for (const key of ["id", "price", "category", "level", "rating", "students", "cover", "retired"])
        expect(saved.data, key).not.toHaveProperty(key);
      // The lists keep the original's items in order, each with its texts only (a lecture without its minutes).
      const curriculum = original.data.curriculum as Array<{ title: string; lectures: Array<{ title: string }> }>;
      expect(saved.data.curriculum).toEqual(
        curriculum.map((module) => ({
          title: module.title,
          lectures: module.lectures.map((lecture) => ({ title: lecture.title })),
        })),
      );
      expect(saved.data.features).toEqual(original.data.features);
    } finally {
      site?.server.close();
      made.copy.remove();
    }
  });

  test("a value the editor accepts but the site cannot use stops the build with a message naming file and field", async ({
    page,
  }) => {
    const copy = copyCheckout();
    try {
      const before = readCheckout(copy.root);
      // Each file is fine on its own; the build allows one Featured Article.
      const [first, second] = loadContent(copy.root, {})
        .blog.map(({ slug, title }) => ({ slug, title }))
        .sort((a, b) => a.slug.localeCompare(b.slug));
      if (!first || !second) throw new Error("the test needs two posts in test/fixtures/content/blog/");
      await openEditor(page, before);
      for (const { title } of [first, second]) {
        await openEntry(page, blogCollection.label, title);
        await switchOn(editor(page).getByRole("switch", { name: "Featured" }));
        await save(page);
      }
      const [firstFile, secondFile] = [first, second].map(({ slug }) => contentPath("blog", `${slug}.md`));
      expect(writeSaved(copy.root, await readRepository(page), before)).toEqual([firstFile, secondFile].sort());

      const problem = `${secondFile}: featured: only one post can be featured, and ${firstFile} already is`;
      expect(() => loadContent(copy.root, {})).toThrow(ContentError);
      expect(() => loadContent(copy.root, {})).toThrow(problem);
      const build = buildCopy(copy.root, "build/cms-invalid");
      expect(build.status).not.toBe(0);
      expect(build.stderr).toContain(problem);
    } finally {
      copy.remove();
    }
  });

  test("the selling fields are the editor's, under the same names: a sale price and a waitlist saved there are what the site reads", async ({ page }) => {
    const copy = copyCheckout();
    try {
      const course = loadContent(copy.root, {}).courses.find(({ sale }) => sale);
      if (!course?.sale) throw new Error("the test needs a course on sale in test/fixtures/content/courses/");
      const before = readCheckout(copy.root);
      await openEditor(page, before);
      await openEntry(page, coursesCollection.label, course.title);
      for (const name of ["Sale", "Cohorts", "Enrolment", "Preview"])
        await expect(editor(page).getByRole("group", { name: `\u201c\u2068${name}\u2069\u201d Field` })).toBeVisible();
      const sale = editor(page).getByRole("group", { name: "\u201c\u2068Sale\u2069\u201d Field" });
      await expect(sale.getByRole("spinbutton", { name: "Price" })).toHaveValue(String(course.priceAmount));
      await expect(editor(page).getByRole("radiogroup", { name: "Enrolment" })).toBeVisible();

      const price = course.priceAmount - 10;
      await sale.getByRole("spinbutton", { name: "Price" }).fill(String(price));
      await pick(editor(page).getByRole("radiogroup", { name: "Enrolment" }), "waitlist");
      await save(page);
      const changed = writeSaved(copy.root, await readRepository(page), before);
      expect(changed).toHaveLength(1);
      const [original, saved] = [join(contentRoot(), changed[0] ?? ""), join(copy.root, changed[0] ?? "")].map(
        readMarkdown,
      );
      expect(saved?.data).toMatchObject({ sale: { ...(original?.data.sale as object), price }, enrolment: "waitlist" });
      expect(saved?.body).toBe(original?.body);
      // Everything else the site reads from the file is as it was (the editor may write a default it shows).
      const { courses, site } = loadContent(copy.root, {});
      expect(courses.find(({ id }) => id === course.id)).toEqual({
        ...course,
        priceAmount: price,
        price: formatPrice(price, site.currency, contentLanguage(site)),
        enrolment: "waitlist",
      });
    } finally {
      copy.remove();
    }
  });

  test("refuses an image above the upload limit when it is picked, before anything is saved", async ({
    page,
  }) => {
    await openEditor(page, readCheckout(contentRoot()));
    await createEntry(page, blogCollection.label);
    const imageField = editor(page).getByRole("group", { name: "“\u2068Image\u2069” Field" });
    const buffer = Buffer.concat([PNG.buffer, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.buffer.length)]);
    await imageField
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ ...PNG, name: "huge.png", buffer });
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText(
      "cannot be uploaded because it exceeds the maximum size",
    );
    await expect(imageField.locator("img")).toHaveCount(0);
  });

  test("a review written in the editor is a file of content/reviews/ that the site reads, the course's rating its mean with the others", async ({
    page,
  }) => {
    const copy = copyCheckout();
    try {
      const { courses, courseFiles, reviews } = loadContent(copy.root, {});
      const course = courses.find(({ id }) => reviews.some(({ courseId }) => courseId === id));
      if (!course) throw new Error("the test needs a course with reviews in test/fixtures/content/reviews/");
      const courseName = slugOf(courseFiles[course.id] ?? "");
      const own = reviews.filter(({ courseId }) => courseId === course.id);
      const before = readCheckout(copy.root);
      await openEditor(page, before);
      await createEntry(page, reviewsCollection.label);
      const review = editor(page);
      allowTime(WORK_TIME.editorLoad);
      await review.getByRole("textbox", { name: "Course", exact: true }).fill(courseName);
      await review.getByRole("textbox", { name: "Name", exact: true }).fill("Rosa Lind");
      await review.getByRole("textbox", { name: "Role", exact: true }).fill("Owner, Lind Ceramics");
      await review.getByRole("spinbutton", { name: "Rating" }).fill("1");
      await review.getByRole("textbox", { name: "Date" }).fill("2026-12-01");
      await review.getByRole("textbox", { name: REVIEW_BODY_LABEL }).click();
      await page.keyboard.type("Good worksheets, but the second week came too fast for me.");
      await save(page);

      const changed = writeSaved(copy.root, await readRepository(page), before);
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatch(new RegExp(`^${contentPath("reviews")}/[a-z0-9-]+\\.md$`));
      const after = loadContent(copy.root, {});
      const saved = after.reviews.find(({ name }) => name === "Rosa Lind");
      expect(saved).toMatchObject({
        courseId: course.id,
        role: "Owner, Lind Ceramics",
        rating: 1,
        date: "2026-12-01",
        text: "Good worksheets, but the second week came too fast for me.",
      });
      const ratings = [...own.map(({ rating }) => rating), 1];
      const mean = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
      expect(after.courses.find(({ id }) => id === course.id)?.rating).toBe(mean);
    } finally {
      copy.remove();
    }
  });

  test("is a page of its own: noindex, its own policy, every collection, nothing from another host", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/admin/");
    expect(response.status()).toBe(200);
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) {
      expect(response.headers()[name.toLowerCase()], name).toBe(value);
    }
    expect(response.headers()["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toMatch(/<script[^>]+src="(?!\/admin\/)/);
    for (const path of ["/admin", "/admin/index.html"]) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(301);
      expect(redirect.headers().location, path).toBe("/admin/");
    }
    const config = await request.get("/admin/config.yml");
    expect(config.headers()["content-type"]).toBe("text/yaml");
    expect(config.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(parse(await config.text()).collections.map(({ name }: { name: string }) => name)).toEqual(
      COLLECTIONS.map(({ name }) => name),
    );
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin\/$/m);
    const rules = readFileSync(`${TEST_CLIENT}/_headers`, "utf8").split(/\n(?=\/)/);
    expect(rules.find((rule) => rule.startsWith("/admin/*\n"))).toContain(
      `Content-Security-Policy: ${ADMIN_CSP}`,
    );
    const everywhere = rules.find((rule) => rule.startsWith("/*\n"));
    expect(everywhere).not.toContain("Cross-Origin-Opener-Policy");
    // Hosts join /*'s policy to the editor's and both apply: it may only hold what a <meta> cannot (decision 0050).
    expect(everywhere).toContain(`Content-Security-Policy: ${CSP_HEADER}\n`);
    expect(CSP_HEADER).not.toMatch(/(default|script|style|img|connect|font|frame|worker)-src/);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");

    const elsewhere: string[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.origin !== baseURL && !["blob:", "data:"].includes(url.protocol)) elsewhere.push(sent.url());
    });
    await openEditor(page, readCheckout(contentRoot()));
    for (const collection of COLLECTIONS) {
      await expect(page.getByRole("treeitem", { name: collection.label })).toBeVisible();
    }
    expect(elsewhere).toEqual(["https://www.githubstatus.com/api/v2/status.json"]);
  });

  // The editor builds its own stylesheet (decision 0079): the pages' each hold only their own classes.
  test("the preview's classes are in the editor's stylesheet", () => {
    const folder = `${TEST_CLIENT}/admin/assets`;
    const sheets = readdirSync(folder).filter((file) => /^preview\.\w+\.css$/.test(file));
    expect(sheets).toHaveLength(1);
    const css = readFileSync(join(folder, sheets[0] ?? ""), "utf8");
    const classes = [...readFileSync("admin/preview.tsx", "utf8").matchAll(/className="([^"]+)"/g)].flatMap(
      ([, names = ""]) => names.split(/\s+/),
    );
    expect(classes.length).toBeGreaterThan(20);
    const escape = (name: string) => name.replace(/[^\w-]/g, (character) => `\\${character}`);
    expect(classes.filter((name) => !css.includes(`.${escape(name)}`))).toEqual([]);
  });
});
