import { site } from "~/content/site";

import { SHARE_IMAGE_SIZE, siteShareImagePath } from "../../model/share-images";
import {
  absoluteUrl,
  type Breadcrumb,
  buildBreadcrumbJsonLd,
  buildOrganizationJsonLd,
  type JsonLd,
} from "./structured-data";

export type PageMetaInput = {
  /** Page name; the brand is appended. Pass `brandFirst` for the home page. */
  title: string;
  description: string;
  /** Path of the canonical URL, without query or hash: a filtered view points at the unfiltered page. */
  path: string;
  brandFirst?: boolean;
  /** The trail above this page; inner pages default to Home › this page. */
  breadcrumbs?: ReadonlyArray<Breadcrumb>;
  /** Page-specific structured data (Course, FAQPage, …); Organization and BreadcrumbList are added here. */
  jsonLd?: ReadonlyArray<JsonLd>;
  ogType?: "website" | "article";
  /** The page's own share image (app/lib/share-images.ts) and its text; default the site's card. */
  image?: { path: string; alt: string };
  /** Extra descriptors, e.g. article dates or `robots`. */
  extra?: ReadonlyArray<Record<string, string>>;
};

export function buildTitle(title: string, brandFirst = false) {
  return brandFirst ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

export function buildCanonicalUrl(path: string) {
  return absoluteUrl(path === "/" ? "/" : path.replace(/\/+$/, ""));
}

export function pageMeta({
  title,
  description,
  path,
  brandFirst,
  breadcrumbs,
  jsonLd = [],
  ogType = "website",
  image = { path: siteShareImagePath(), alt: `${site.name}: online business courses` },
  extra = [],
}: PageMetaInput) {
  const fullTitle = buildTitle(title, brandFirst);
  const url = buildCanonicalUrl(path);
  const imageUrl = absoluteUrl(image.path);
  const trail =
    breadcrumbs ??
    (path === "/"
      ? []
      : [
          { name: "Home", path: "/" },
          { name: title, path },
        ]);
  const structuredData = [
    buildOrganizationJsonLd(),
    ...(trail.length ? [buildBreadcrumbJsonLd(trail)] : []),
    ...jsonLd,
  ];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...extra,
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
