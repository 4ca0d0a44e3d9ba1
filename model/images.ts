/** Decision 0017: the article column is 48rem at most, so 1536 covers it on a 2× screen. */
export const IMAGE_WIDTHS = [480, 768, 1152, 1536] as const;
export const IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

/**
 * A picture (scripts/content/images.ts `ContentImages.prepare`): a drawing or animation as it is; a photo with its
 * largest copy's size, resized by Astro's image service (app/lib/photos.ts, decision 0072).
 */
export type PreparedImage = {
  /** A photo's largest copy once a page has it; the owner's path before. */
  src: string;
  width: number;
  height: number;
  srcset?: string;
  webpSrcset?: string;
  /** A photo's source: its file in the loader, Astro's image metadata in a collection, gone on a page. */
  photoSource?: unknown;
};

/** The widths of a photo's copies, never wider than the file. */
export function listCopyWidths(width: number) {
  const largest = Math.min(width, Math.max(...IMAGE_WIDTHS));
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
