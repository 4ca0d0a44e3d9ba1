import { site } from "~/content/site";

import {
  absoluteUrl,
  type Breadcrumb,
  buildBreadcrumbJsonLd,
  buildOrganizationJsonLd,
  type JsonLd,
  SHARE_IMAGE,
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
  extra = [],
}: PageMetaInput) {
  const fullTitle = buildTitle(title, brandFirst);
  const url = buildCanonicalUrl(path);
  const image = absoluteUrl(SHARE_IMAGE.path);
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
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: `${site.name}: online business courses` },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...extra,
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
