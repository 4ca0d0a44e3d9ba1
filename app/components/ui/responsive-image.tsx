import type { PreparedImage } from "../../../model/images";

/** Width and height always set, so that the page keeps its space; a photo's WebP copies come first. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: PreparedImage;
  alt: string;
  sizes: string;
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
