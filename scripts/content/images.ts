import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { imageSize } from "image-size";

import type { PreparedImage } from "../../model/images.ts";
import { makeSvgInert } from "./inert-svg.ts";

/** Decision 0017: the article column is 48rem at most, so 1536 covers it on a 2× screen. */
export const IMAGE_WIDTHS = [480, 768, 1152, 1536] as const;
export const IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
/** Above this the build warns: the file itself is still published, kept in the repository and deployed. */
export const LARGE_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_FOLDER = "assets/images";
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

export type ImageVariant =
  | { source: string; fileName: string; width: number; format: Format }
  | { source: string; fileName: string; format: "svg"; text: string };

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function hash(...parts: Array<string | Buffer>) {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("hex").slice(0, 10);
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The one image pipeline (decision 0017): `prepare` runs while the synchronous loader does, copies are written later. */
export class ContentImages {
  readonly root: string;
  readonly variants = new Map<string, ImageVariant>();
  readonly large = new Map<string, number>();

  /** Empty while the brand is the template's: every drawing is then served as it is. */
  recolour: ReadonlyMap<string, string> = new Map();

  constructor(root: string) {
    this.root = root;
  }

  private recoloured(src: string, absolute: string, bytes: Buffer): string | undefined {
    if (this.recolour.size === 0) return undefined;
    // The content check refuses a file that is no drawing; the copy starts from the inert one.
    const inert = makeSvgInert(bytes.toString("utf8"));
    if ("problem" in inert) return undefined;
    const { svg } = inert;
    const text = svg.replace(/#[0-9a-fA-F]{6}\b/g, (colour) => this.recolour.get(colour.toLowerCase()) ?? colour);
    if (text === svg) return undefined;
    const name = path.basename(src, ".svg").replace(/[^A-Za-z0-9_-]+/g, "-");
    const fileName = `${IMAGE_FOLDER}/${name}.${hash(text)}.svg`;
    this.variants.set(fileName, { source: absolute, fileName, format: "svg", text });
    return `/${fileName}`;
  }

  prepare(src: string, example = "/images/blog/chart.png"): { image: PreparedImage } | { problem: string } {
    if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(src)) {
      return {
        problem: `the image ${src} is on another website: upload it instead (to public/images/blog/, or with the editor's image button) and write its path, such as ${example}; pages show only the site's own images`,
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
    if (bytes.length > LARGE_IMAGE_BYTES) this.large.set(`public${file}`, bytes.length);
    if (extension === "svg") return { image: { src: this.recoloured(src, absolute, bytes) ?? src, width, height } };
    if (AS_IS.has(extension)) return { image: { src, width, height } };

    const largest = Math.min(width, Math.max(...IMAGE_WIDTHS));
    const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];
    const fallback: Format = extension === "png" ? "png" : "jpeg";
    const sourceHash = hash(bytes);
    const name = path.basename(file, path.extname(file)).replace(/[^A-Za-z0-9_-]+/g, "-");
    const copies = (format: Format) =>
      widths.map((variantWidth) => {
        const fileName = `${IMAGE_FOLDER}/${name}-${variantWidth}.${hash(sourceHash, format, String(variantWidth), JSON.stringify(ENCODINGS[format]))}.${format === "jpeg" ? "jpg" : format}`;
        this.variants.set(fileName, { source: absolute, fileName, width: variantWidth, format });
        return { url: `/${fileName}`, width: variantWidth };
      });
    const srcset = (list: ReturnType<typeof copies>) => list.map(({ url, width: w }) => `${url} ${w}w`).join(", ");
    const own = copies(fallback);
    return {
      image: {
        src: own.at(-1)?.url ?? src,
        width: largest,
        height: Math.round((height * largest) / width),
        srcset: srcset(own),
        webpSrcset: srcset(copies("webp")),
      },
    };
  }

  render(src: string, alt: string, title = ""): { html: string } | { problem: string } {
    const prepared = this.prepare(src, `![${alt || "A chart"}](/images/blog/chart.png)`);
    if ("problem" in prepared) return prepared;
    return { html: renderImageHtml(prepared.image, { alt, title, sizes: IMAGE_SIZES }) };
  }

  listWarnings() {
    return [...this.large].map(
      ([file, bytes]) =>
        `${file}: ${formatBytes(bytes)}, more than ${formatBytes(LARGE_IMAGE_BYTES)}: the pages show resized copies, but the file itself is published and deployed too; save it smaller (2000 pixels wide is plenty)`,
    );
  }
}

export function renderImageHtml(
  image: PreparedImage,
  { alt, title = "", sizes }: { alt: string; title?: string; sizes: string },
) {
  const common = `alt="${escape(alt)}"${title ? ` title="${escape(title)}"` : ""} loading="lazy" decoding="async" width="${image.width}" height="${image.height}"`;
  if (!image.srcset || !image.webpSrcset) return `<img src="${escape(image.src)}" ${common}>`;
  return `<picture><source type="image/webp" srcset="${image.webpSrcset}" sizes="${sizes}"><img src="${image.src}" srcset="${image.srcset}" sizes="${sizes}" ${common}></picture>`;
}

export async function readImageVariant(variant: ImageVariant, cacheFolder: string): Promise<Buffer> {
  if (variant.format === "svg") return Buffer.from(variant.text);
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
