import { site } from "virtual:site-config";

// schema.org JSON-LD built from the same typed content the pages render (never a second copy of the facts),
// following the required and recommended properties of Google's structured data documentation. This module
// holds what every page carries (the organisation, breadcrumbs); page-structured-data.ts the types that one page
// kind uses, so that their code loads with those pages only.

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string } & Record<string, unknown>;

export type Breadcrumb = { name: string; path: string };

export const LOGO_PATH = "/images/logo.png";

export function absoluteUrl(path: string) {
  return `${site.url}${path}`;
}

export function organizationReference() {
  return { "@type": "Organization", name: site.name, url: absoluteUrl("/") };
}

export function buildOrganizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
    email: site.email,
    telephone: site.phone,
    address: site.address,
  };
}

export function buildBreadcrumbJsonLd(trail: ReadonlyArray<Breadcrumb>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and line separators escaped, so no value can end the element. */
export function serializeJsonLd(data: JsonLd) {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
