import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { imageSize } from "image-size";

/**
 * The widths a photo in an article is served at, never wider than the file itself: the article column is 48rem
 * (768 CSS pixels) at most, so 1536 covers it on a 2× screen and 480 a phone (docs/decisions/0017-article-images.md).
 */
export const IMAGE_WIDTHS = [480, 768, 1152, 1536] as const;
/** The width the image is shown at, for the browser's choice from `srcset`: the column, or the screen below it. */
export const IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
/** Where the served copies go in the build: hashed names, cached for a year like every asset. */
export const IMAGE_FOLDER = "assets/images";
/** Photos are served as WebP, with their own kind (JPEG, or PNG for a PNG) for a browser without WebP. */
const ENCODINGS = {
  webp: { quality: 75 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;
type Format = keyof typeof ENCODINGS;
/** Shown as they are: a drawing scales itself, and an animation would lose its frames. */
const AS_IS = new Set(["svg", "gif"]);
const RASTER = new Set(["jpg", "png", "webp", "avif"]);
const KINDS = "JPEG, PNG, WebP, AVIF, GIF or SVG";

/** One served copy of a photo: its source file, the width and format it is written at, and its name in the build. */
export type ImageVariant = { source: string; fileName: string; width: number; format: Format };

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function hash(...parts: Array<string | Buffer>) {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("hex").slice(0, 10);
}

/**
 * The images of the Markdown the build compiles (articles, help, jobs, policies): each checked to be a file in
 * public/, measured, and for a photo the resized copies it is served as, named by a hash of the file and the
 * settings. `render` runs while the content loads (synchronously: the loader is); the copies are written later by
 * `readImageVariant`, once per content and settings, from a cache that survives builds.
 */
export class ArticleImages {
  readonly root: string;
  /** Every copy the pages name, by its name in the build (assets/images/…). */
  readonly variants = new Map<string, ImageVariant>();

  constructor(root: string) {
    this.root = root;
  }

  /** The markup of `![alt](src "title")`, or the problem that keeps it off the page, in the owner's words. */
  render(src: string, alt: string, title = ""): { html: string } | { problem: string } {
    if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(src)) {
      return {
        problem: `the image ${src} is on another website: upload it instead (to public/images/blog/, or with the editor's image button) and write its path, such as ![${alt || "A chart"}](/images/blog/chart.png); pages show only the site's own images`,
      };
    }
    let file: string;
    try {
      file = decodeURIComponent(src.replace(/[?#].*$/, ""));
    } catch {
      file = src;
    }
    const publicFolder = path.join(this.root, "public");
    const absolute = path.join(publicFolder, file);
    if (!absolute.startsWith(publicFolder + path.sep) || !existsSync(absolute) || !statSync(absolute).isFile()) {
      return { problem: `the image ${src}: there is no file public${file}` };
    }
    const extension = path.extname(file).slice(1).toLowerCase().replace("jpeg", "jpg");
    if (!AS_IS.has(extension) && !RASTER.has(extension)) {
      return { problem: `the image ${src}: expected a ${KINDS} file` };
    }
    const bytes = readFileSync(absolute);
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(bytes);
    } catch {
      return { problem: `the image ${src}: public${file} cannot be read as a ${KINDS} image` };
    }
    // A phone's photo taken upright is stored sideways with an orientation tag: its copies are turned upright.
    const turned = (size.orientation ?? 1) >= 5;
    const width = turned ? size.height : size.width;
    const height = turned ? size.width : size.height;
    if (!width || !height) return { problem: `the image ${src}: public${file} gives no width and height` };
    const common = `alt="${escape(alt)}"${title ? ` title="${escape(title)}"` : ""} loading="lazy" decoding="async"`;
    if (AS_IS.has(extension)) {
      return { html: `<img src="${escape(src)}" ${common} width="${width}" height="${height}">` };
    }

    const largest = Math.min(width, Math.max(...IMAGE_WIDTHS));
    const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];
    const fallback: Format = extension === "png" ? "png" : "jpeg";
    const sourceHash = hash(bytes);
    const name = path.basename(file, path.extname(file)).replace(/[^A-Za-z0-9_-]+/g, "-");
    const srcset = (format: Format) =>
      widths
        .map((variantWidth) => {
          const fileName = `${IMAGE_FOLDER}/${name}-${variantWidth}.${hash(sourceHash, format, String(variantWidth), JSON.stringify(ENCODINGS[format]))}.${format === "jpeg" ? "jpg" : format}`;
          this.variants.set(fileName, { source: absolute, fileName, width: variantWidth, format });
          return `/${fileName} ${variantWidth}w`;
        })
        .join(", ");
    const webp = srcset("webp");
    const own = srcset(fallback);
    const ownLargest = own.split(", ").at(-1)?.split(" ")[0] ?? "";
    return {
      html: `<picture><source type="image/webp" srcset="${webp}" sizes="${IMAGE_SIZES}"><img src="${ownLargest}" srcset="${own}" sizes="${IMAGE_SIZES}" ${common} width="${largest}" height="${Math.round((height * largest) / width)}"></picture>`,
    };
  }
}

/**
 * The bytes of one served copy: from `cacheFolder` when an earlier build wrote it (the name holds the hash of the
 * source and the settings), else encoded now by sharp and kept there.
 */
export async function readImageVariant(variant: ImageVariant, cacheFolder: string): Promise<Buffer> {
  const cached = path.join(cacheFolder, path.basename(variant.fileName));
  if (existsSync(cached)) return readFileSync(cached);
  const { default: sharp } = await import("sharp");
  // rotate() with no angle turns a photo upright by its orientation tag; the copies keep no metadata (no location).
  const pipeline = sharp(variant.source).rotate().resize({ width: variant.width, withoutEnlargement: true });
  const bytes = await (variant.format === "webp"
    ? pipeline.webp(ENCODINGS.webp)
    : variant.format === "png"
      ? pipeline.png(ENCODINGS.png)
      : pipeline.jpeg(ENCODINGS.jpeg)
  ).toBuffer();
  mkdirSync(cacheFolder, { recursive: true });
  // Written aside and renamed, so that a build stopped halfway, or two at once, never leave half a file.
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, cached);
  return bytes;
}
