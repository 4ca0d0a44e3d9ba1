// The renderer's font files and native PNG encoder are Node's, not a browser's.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterEach, describe, expect, test } from "vitest";

import { ContentImages } from "./content/images.ts";
import { contentRoot, loadContent } from "./content/load.ts";
import { readFixtureTexts } from "./content/test-content.ts";
import {
  drawLogoPng,
  drawShareImage,
  listShareCards,
  LOGO_PNG_SIZE,
  renderShareImage,
  type ShareCard,
} from "./share-images.ts";

const CARD: ShareCard = {
  brand: "Harbour Lane Studio",
  eyebrow: "Course · Finance",
  title: "Bookkeeping for makers who sell at weekend markets",
  facts: ["$120", "3 weeks"],
};

function readPngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("renderShareImage", () => {
  test("draws a 1200×630 PNG well under 100 KB", async () => {
    const png = await renderShareImage(CARD);
    expect(readPngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100 * 1024);
  });

  test("a different title or brand draws a different image", async () => {
    const [original, retitled, rebranded] = await Promise.all([
      renderShareImage(CARD),
      renderShareImage({ ...CARD, title: "Pricing for makers who sell at weekend markets" }),
      renderShareImage({ ...CARD, brand: "Harbour Lane Academy" }),
    ]);
    expect(retitled.equals(original)).toBe(false);
    expect(rebranded.equals(original)).toBe(false);
  });

  test("a course's cover is drawn beside its title", async () => {
    const cover = readFileSync(path.join(contentRoot(), "public/images/courses/course.svg"));
    const [plain, covered] = await Promise.all([
      renderShareImage(CARD),
      renderShareImage(CARD, `data:image/svg+xml;base64,${cover.toString("base64")}`),
    ]);
    expect(readPngSize(covered)).toEqual({ width: 1200, height: 630 });
    expect(covered.equals(plain)).toBe(false);
  });
});

describe("titles in other scripts", () => {
  // A private-use character is surely Inter's .notdef box, so a title drawn exactly like it lacks its glyph.
  const alone = (title: string) => renderShareImage({ ...CARD, title, facts: [] });

  test("Arabic, Hebrew and emoji are drawn from their own glyphs, never as the missing-glyph box", async () => {
    const missing = await alone("\u{E000}");
    expect((await alone("A")).equals(missing), "the comparison tells a glyph from the box").toBe(false);
    // Arabic joined and alone, Hebrew, and emoji of several blocks (a ZWJ sequence and a flag included).
    for (const grapheme of ["م", "ع", "ש", "ל", "🚀", "🎓", "📈", "✅", "👩‍💻", "🇫🇷"])
      expect((await alone(grapheme)).equals(missing), grapheme).toBe(false);
  }, 60_000);
});

describe("listShareCards", () => {
  const content = loadContent();
  const english = readFixtureTexts("en");

  test("the site's card names the brand and counts the courses; one card per course and per article", () => {
    const cards = listShareCards(content, english);
    expect(cards).toHaveLength(1 + content.courses.length + content.blog.length);
    const [site] = cards;
    expect(site?.card.title).toBe(content.site.name);
    expect(site?.card.eyebrow).toBe(`${content.courses.length} expert-led online courses`);
    const fewer = listShareCards({ ...content, courses: [content.courses[0]] }, english);
    expect(fewer[0]?.card.eyebrow).toBe("One expert-led online course");
  });

  test("a further language's cards are drawn in its words, under its prefix", () => {
    const cards = listShareCards(content, { ...readFixtureTexts("de"), prefix: "/de" });
    const [site, course] = cards;
    expect(site?.path).toBe("/images/share/de/site.png");
    expect(site?.card.eyebrow).toBe(`${content.courses.length} Online-Kurse von Fachleuten`);
    expect(course?.path).toBe(`/images/share/de/course-${content.courses[0].id}.png`);
    expect(course?.card.eyebrow).toMatch(/^Kurs · /);
    const article = cards.find(({ path }) => path.startsWith("/images/share/de/blog/"));
    expect(article?.card.facts[0]).toMatch(/^\d+ Min\. Lesezeit$/);
  });

  test("a course's card carries its title, category, price and duration; an article's its title", () => {
    const cards = listShareCards(content, english);
    for (const course of content.courses) {
      const card = cards.find(({ path }) => path === `/images/share/course-${course.id}.png`)?.card;
      expect(card?.title).toBe(course.title);
      expect(card?.eyebrow).toContain(course.category);
      expect(card?.facts).toEqual(expect.arrayContaining([course.price, course.duration]));
      expect(card?.cover).toBe(course.cover.src);
    }
    for (const article of content.blog) {
      const card = cards.find(({ path }) => path === `/images/share/blog/${article.slug}.png`)?.card;
      expect(card?.title).toBe(article.title);
    }
  });
  test("a course on sale's card quotes the sale price while the sale runs, and only the regular price after it (issue 40)", () => {
    // The fixture's course on sale runs until 2026-12-31; its today (SITE_TODAY) is before that.
    const onSale = content.courses.find((course) => course.sale);
    if (!onSale?.sale) throw new Error("the fixture has no course on sale");
    const factsOf = (cards: ReturnType<typeof listShareCards>) =>
      cards.find(({ path }) => path === `/images/share/course-${onSale.id}.png`)?.card.facts;
    expect(factsOf(listShareCards(content, english))).toContain(onSale.price);
    expect(factsOf(listShareCards(content, english))).not.toContain(onSale.sale.regularPrice);
    const after = loadContent(contentRoot(), { SITE_TODAY: "2027-01-01" });
    expect(factsOf(listShareCards(after, english))).toEqual(
      expect.arrayContaining([onSale.sale.regularPrice]),
    );
    expect(factsOf(listShareCards(after, english))).not.toContain(onSale.price);
  });
});

describe("drawShareImage", () => {
  test("an unchanged card is read from the cache; a changed one is drawn again", async () => {
    const images = new ContentImages(contentRoot());
    const content = loadContent(contentRoot(), process.env, images);
    const out = mkdtempSync(path.join(tmpdir(), "share-out-"));
    const cache = mkdtempSync(path.join(tmpdir(), "share-cache-"));
    folders.push(out, cache);
    for (const variant of images.variants.values()) {
      mkdirSync(path.dirname(path.join(out, variant.fileName)), { recursive: true });
      writeFileSync(path.join(out, variant.fileName), variant.text);
    }
    const coverFolders = [out, path.join(contentRoot(), "public")];
    const [site, course] = listShareCards({ ...content, blog: [] }, readFixtureTexts("en"));
    if (!site || !course) throw new Error("no cards");

    const first = await drawShareImage(site.card, coverFolders, cache);
    expect(readPngSize(first)).toEqual({ width: 1200, height: 630 });
    const cached = readdirSync(cache).filter((name) => name.endsWith(".png"));
    await drawShareImage(course.card, coverFolders, cache);
    expect(readdirSync(cache).filter((name) => name.endsWith(".png"))).toHaveLength(cached.length + 1);
    expect((await drawShareImage(site.card, coverFolders, cache)).equals(first)).toBe(true);
    expect(readdirSync(cache).filter((name) => name.endsWith(".png"))).toHaveLength(cached.length + 1);

    const renamed = await drawShareImage({ ...site.card, title: "Harbour Lane Studio" }, coverFolders, cache);
    expect(renamed.equals(first)).toBe(false);
    expect(readdirSync(cache).filter((name) => name.endsWith(".png"))).toHaveLength(cached.length + 2);
  });
});

describe("a photo as a course's cover", () => {
  test("is drawn from its file in public/, a WebP one too, resized to the card's box first", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "share-photo-"));
    folders.push(root);
    mkdirSync(path.join(root, "images/courses"), { recursive: true });
    // A phone's 12-megapixel photo, saved as WebP by the editor's conversion.
    await sharp({ create: { width: 4000, height: 2250, channels: 3, background: "#b45309" } })
      .webp()
      .toFile(path.join(root, "images/courses/market.webp"));
    const plain = await drawShareImage(CARD, [root]);
    const covered = await drawShareImage({ ...CARD, cover: "/images/courses/market.webp" }, [root]);
    expect(readPngSize(covered)).toEqual({ width: 1200, height: 630 });
    expect(covered.equals(plain)).toBe(false);
  });
});

describe("drawLogoPng", () => {
  const logo = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/></svg>`;

  test("draws the brand's logo as a square PNG, so that a new logo is the one search engines get", () => {
    const png = drawLogoPng(logo("#1e3a8a"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_PNG_SIZE, LOGO_PNG_SIZE]);
    expect(drawLogoPng(logo("#b91c1c")).equals(png)).toBe(false);
  });
});
