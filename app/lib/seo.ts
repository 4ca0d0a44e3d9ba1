import { site } from "virtual:site-config";

import { BLOG_FEED_PATH } from "../../model/blog-options";
import { SHARE_IMAGE_SIZE, siteShareImagePath } from "../../model/share-images";
import {
  absoluteUrl,
  type Breadcrumb,
  buildBreadcrumbJsonLd,
  buildOrganizationJsonLd,
  type JsonLd,
} from "./structured-data";

/** What a page tells the layout about itself; `path` absent for a not-found page (no canonical link, not indexed). */
export type Head = {
  title: string;
  description: string;
  path?: string;
  image?: { path: string; alt: string };
  jsonLd?: ReadonlyArray<JsonLd>;
  brandFirst?: boolean;
  /** The section above this page in its breadcrumb trail: Home › parent › this page (Home › this page without). */
  parent?: Breadcrumb;
  article?: { published: string; author: string; section: string };
  noindex?: boolean;
  feed?: boolean;
};

export function buildTitle(title: string, brandFirst = false) {
  return brandFirst ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

export function buildCanonicalUrl(path: string) {
  return absoluteUrl(path === "/" ? "/" : path.replace(/\/+$/, ""));
}

export function buildHead({
  title,
  description,
  path,
  image = { path: siteShareImagePath(), alt: `${site.name}: online business courses` },
  jsonLd = [],
  brandFirst,
  parent,
  article,
  noindex = false,
  feed = false,
}: Head) {
  const trail =
    path === "/" || path === undefined
      ? []
      : [{ name: "Home", path: "/" }, ...(parent ? [parent] : []), { name: title, path }];
  return {
    title: buildTitle(title, brandFirst),
    description,
    share: path
      ? {
          url: buildCanonicalUrl(path),
          type: article ? "article" : "website",
          image: { url: absoluteUrl(image.path), alt: image.alt, ...SHARE_IMAGE_SIZE },
        }
      : null,
    article: article ?? null,
    noindex,
    jsonLd: [buildOrganizationJsonLd(), ...(trail.length ? [buildBreadcrumbJsonLd(trail)] : []), ...jsonLd],
    feed: feed ? { title: `${site.name} Blog`, href: BLOG_FEED_PATH } : null,
  };
}
