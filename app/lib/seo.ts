import { site } from "virtual:site-config";

import { BLOG_FEED_PATH } from "../../model/blog-options";
import { prefixPath } from "../../model/languages";
import { SHARE_IMAGE_SIZE, siteShareImagePath } from "../../model/share-images";
import type { KeysIn, Translate } from "../../model/ui-texts";
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

/**
 * The page's head tags' values; `t` gives the texts of its language (the breadcrumb's Home, the feed's title) and
 * `prefix` its pages' path prefix (`/de`), under which its canonical link, breadcrumbs and feed are.
 */
export function buildHead(
  {
    title,
    description,
    path,
    image,
    jsonLd = [],
    brandFirst,
    parent,
    article,
    noindex = false,
    feed = false,
  }: Head,
  t: Translate<KeysIn<"seo">>,
  prefix = "",
) {
  const trail = (
    path === "/" || path === undefined
      ? []
      : [{ name: t("seo.home"), path: "/" }, ...(parent ? [parent] : []), { name: title, path }]
  ).map((crumb) => ({ ...crumb, path: prefixPath(prefix, crumb.path) }));
  const shared = image ?? {
    path: siteShareImagePath(prefix),
    alt: t("seo.shareImageAlt", { name: site.name }),
  };
  return {
    title: buildTitle(title, brandFirst),
    description,
    share: path
      ? {
          url: buildCanonicalUrl(prefixPath(prefix, path)),
          type: article ? "article" : "website",
          image: { url: absoluteUrl(shared.path), alt: shared.alt, ...SHARE_IMAGE_SIZE },
        }
      : null,
    article: article ?? null,
    noindex,
    jsonLd: [buildOrganizationJsonLd(), ...(trail.length ? [buildBreadcrumbJsonLd(trail)] : []), ...jsonLd],
    feed: feed
      ? { title: t("seo.feedTitle", { name: site.name }), href: prefixPath(prefix, BLOG_FEED_PATH) }
      : null,
  };
}
