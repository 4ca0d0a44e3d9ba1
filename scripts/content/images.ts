import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { imageSize } from "image-size";

import { escapeAttribute as escape, listCopyWidths, type PreparedImage } from "../../model/images.ts";
import { makeSvgInert } from "./inert-svg.ts";

/** Above this the build warns: the file itself is still published, kept in the repository and deployed. */
export const LARGE_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_FOLDER = "assets/images";
/** Shown as they are: a drawing scales itself, and an animation would lose its frames. */
const AS_IS = new Set(["svg", "gif"]);
const RASTER = new Set(["jpg", "png", "webp", "avif"]);
const KINDS = "JPEG, PNG, WebP, AVIF, GIF or SVG";

/** A drawing in the brand's colours: photos are resized by Astro's image service (app/lib/photos.ts). */
export type ImageVariant = { source: string; fileName: string; text: string };

function hash(text: string) {
  return createHash("sha256").update(text).digest("hex").slice(0, 10);
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Every picture the content names (decisions 0017, 0072): checked and measured while the synchronous loader runs. */
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
    this.variants.set(fileName, { source: absolute, fileName, text });
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

    // Astro's image service writes the copies (app/lib/photos.ts); the size is the largest copy's.
    const largest = listCopyWidths(width).at(-1) ?? width;
    return { image: { src, width: largest, height: Math.round((height * largest) / width), photoSource: absolute } };
  }

  /** A photo's markup waits for its copies (app/lib/photos.ts fills in `data-photo`); a drawing is shown as it is. */
  render(src: string, alt: string, title = ""): { html: string } | { problem: string } {
    const prepared = this.prepare(src, `![${alt || "A chart"}](/images/blog/chart.png)`);
    if ("problem" in prepared) return prepared;
    const { image } = prepared;
    const common = `alt="${escape(alt)}"${title ? ` title="${escape(title)}"` : ""} loading="lazy" decoding="async" width="${image.width}" height="${image.height}"`;
    if (typeof image.photoSource !== "string") return { html: `<img src="${escape(image.src)}" ${common}>` };
    return { html: `<img data-photo="${escape(image.photoSource)}" ${common}>` };
  }

  listWarnings() {
    return [...this.large].map(
      ([file, bytes]) =>
        `${file}: ${formatBytes(bytes)}, more than ${formatBytes(LARGE_IMAGE_BYTES)}: the pages show resized copies, but the file itself is published and deployed too; save it smaller (2000 pixels wide is plenty)`,
    );
  }
}
