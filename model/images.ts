// A picture the owner adds (an article's image, a Markdown image; course covers and instructor photos next), as the
// build's one image pipeline gives it to the pages (scripts/content/images.ts: `ContentImages.prepare`) and
// `ResponsiveImage` (app/components/ui/responsive-image.tsx) or the Markdown renderer draw it.

/** A picture ready for a page: the file to show, its size, and for a photo the resized copies a browser picks from. */
export type PreparedImage = {
  /** A drawing (SVG) or an animation (GIF): the file itself; a photo: its largest copy in its own format. */
  src: string;
  /** The size of `src`, for the width and height attributes: the page keeps the space before it loads. */
  width: number;
  height: number;
  /** A photo's copies in its own format (JPEG, or PNG for a PNG), "url 480w, url 768w, …". */
  srcset?: string;
  /** The same copies as WebP, which a browser that reads it prefers. */
  webpSrcset?: string;
};
