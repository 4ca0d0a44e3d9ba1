import { site } from "~/content/site";

export type PageMetaInput = {
  /** Page name; the brand is appended. Pass `brandFirst` for the home page. */
  title: string;
  description: string;
  /** Path of the canonical URL, without query or hash. */
  path: string;
  brandFirst?: boolean;
};

export function buildTitle(title: string, brandFirst = false) {
  return brandFirst ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

export function buildCanonicalUrl(path: string) {
  return `${site.url}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
}

export function pageMeta({ title, description, path, brandFirst }: PageMetaInput) {
  const fullTitle = buildTitle(title, brandFirst);
  const url = buildCanonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}
