import type { PreparedImage } from "../../../model/images";

/**
 * Width and height always set, so that the page keeps its space; a photo's WebP copies come first. `priority`: the
 * page's largest paint, fetched first; `eager`: in the first screen but small, fetched at once at its usual priority.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  eager = false,
  className,
}: {
  image: PreparedImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  eager?: boolean;
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
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
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
