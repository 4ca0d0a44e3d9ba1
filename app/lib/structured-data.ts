import { site } from "virtual:site-config";

import { prefixPath } from "../../model/languages";

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

/** The page a JSON-LD describes: its language, its pages' path prefix (`/de`), whether the site has several. */
export type JsonLdPage = { lang: string; prefix?: string; multilingual: boolean };

/** The page of `texts`' language, for the JSON-LD builders (docs/decisions/0066-requests-name-their-language.md). */
export function jsonLdPage(texts: { lang: string; prefix?: string; contentLang?: string }): JsonLdPage {
  // The language its words are in: the original's while the page's main file has no translation (decision 0065).
  return {
    lang: texts.contentLang ?? texts.lang,
    prefix: texts.prefix,
    multilingual: site.languages.length > 1,
  };
}

/** An address in the page's language: `/course/1` is `{site.url}/de/course/1` on a German page. */
export function localUrl(path: string, page?: JsonLdPage) {
  return absoluteUrl(prefixPath(page?.prefix ?? "", path));
}

/**
 * `inLanguage`: the page's language on a site of several; on a site of one, where its JSON-LD has always named one
 * (`fallback`), the site's language ("en" on an English site, as before), else nothing, so that its output stays.
 */
export function inLanguage(page: JsonLdPage | undefined, fallback?: string) {
  const lang = page?.multilingual ? page.lang : fallback && (page?.lang ?? fallback);
  return lang ? { inLanguage: lang } : {};
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
