import type { PreparedImage } from "../../../model/images";

/**
 * A picture from the content's image pipeline (scripts/content/images.ts): a drawing as it is, a photo as
 * `<picture>` with its WebP copies first and its own format's, each sized by `sizes` (the width the layout gives
 * it). Width and height are always set, so the page keeps its space. For an article's image, a course cover, an
 * instructor's photo.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: PreparedImage;
  /** What a screen reader says; "" for a decorative picture. */
  alt: string;
  /** The width the layout shows it at, per screen: "(min-width: 64rem) 24rem, 100vw". */
  sizes: string;
  /** For the picture at the top of a page: loaded first rather than lazily. */
  priority?: boolean;
  /** The `<img>`'s classes (the `<picture>` around a photo takes no box of its own). */
  className?: string;
}) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
  if (!image.webpSrcset) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      {img}
    </picture>
  );
}
