import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";

import { IMAGE_SIZES, listCopyWidths, type PreparedImage } from "../../model/images.ts";
import { MARKUP_PHOTOS, PHOTO_IN_MARKUP, unescapeAttribute } from "./photo-sources.ts";

// Decision 0017's encodings: JPEG with mozjpeg and PNG at full compression are set in astro.config.mjs.
const QUALITY = { webp: 75, jpg: 78 } as const;

type Copies = { src: string; srcset: string; webpSrcset: string };
const made = new Map<string, Promise<Copies>>();

/** A photo's copies by Astro's image service: 480–1536 px wide, as WebP and in its own kind (JPEG or PNG). */
function makeCopies(photo: ImageMetadata): Promise<Copies> {
  // Read through its copy: reading Astro's image itself would publish the original beside the copies.
  const {
    src,
    width: fileWidth,
    format,
  } = (photo as ImageMetadata & { clone?: ImageMetadata }).clone ?? photo;
  const key = `${src} ${fileWidth}`;
  const known = made.get(key);
  if (known) return known;
  const widths = listCopyWidths(fileWidth);
  const width = widths.at(-1);
  const own = format === "png" ? "png" : "jpg";
  const copies = Promise.all([
    getImage({ src: photo, width, widths, format: own, ...(own === "jpg" ? { quality: QUALITY.jpg } : {}) }),
    getImage({ src: photo, width, widths, format: "webp", quality: QUALITY.webp }),
  ]).then(([fallback, webp]) => ({
    src: fallback.src,
    srcset: fallback.srcSet.attribute,
    webpSrcset: webp.srcSet.attribute,
  }));
  made.set(key, copies);
  return copies;
}

const isImage = (value: unknown): value is ImageMetadata =>
  typeof value === "object" && value !== null && "src" in value && "format" in value;

/**
 * `data` as a page shows it: each photo (a picture with Astro's image metadata in `photoSource`, a Markdown image's
 * `data-photo`) with its copies' `srcset`; drawings as they are (decision 0072).
 */
export async function showPhotos<T>(data: T): Promise<T> {
  if (!data || typeof data !== "object") return data;
  const { [MARKUP_PHOTOS]: inMarkup = {}, ...rest } = data as Record<string, unknown>;
  const markup = inMarkup as Record<string, unknown>;
  const copiesInMarkup = new Map<string, Copies>();
  for (const [file, photo] of Object.entries(markup))
    if (isImage(photo)) copiesInMarkup.set(file, await makeCopies(photo));
  const visit = async (value: unknown): Promise<unknown> => {
    if (typeof value === "string") return copiesInMarkup.size ? fillMarkup(value, copiesInMarkup) : value;
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (!value || typeof value !== "object") return value;
    if ("photoSource" in value) {
      const { photoSource, ...picture } = value as PreparedImage;
      return isImage(photoSource)
        ? ({ ...picture, ...(await makeCopies(photoSource)) } satisfies PreparedImage)
        : picture;
    }
    return Object.fromEntries(
      await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await visit(item)])),
    );
  };
  return (await visit(rest)) as T;
}

function fillMarkup(html: string, copies: ReadonlyMap<string, Copies>) {
  return html.replace(PHOTO_IN_MARKUP, (whole, file: string, attributes: string) => {
    const photo = copies.get(unescapeAttribute(file));
    if (!photo) return whole;
    return `<picture><source type="image/webp" srcset="${photo.webpSrcset}" sizes="${IMAGE_SIZES}"><img src="${photo.src}" srcset="${photo.srcset}" sizes="${IMAGE_SIZES}"${attributes}></picture>`;
  });
}
