import { type JsonLd, serializeJsonLd } from "~/lib/structured-data";

/** One tag of a page's head, as `pageMeta` (app/lib/seo.ts) lists them. */
type HeadTag =
  | { title: string }
  | { "script:ld+json": JsonLd }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | Record<string, string>;

export type PageMeta = ReadonlyArray<HeadTag>;

/** The page's title, description, canonical link, Open Graph and Twitter tags and JSON-LD, from `pageMeta`. */
export function PageHead({ meta }: { meta: PageMeta }) {
  return (
    <>
      {meta.map((descriptor, index) => {
        if ("title" in descriptor && !("tagName" in descriptor))
          return <title key="title">{descriptor.title}</title>;
        if ("script:ld+json" in descriptor && typeof descriptor["script:ld+json"] === "object")
          return (
            <script
              key={index}
              type="application/ld+json"
              // JSON-LD is data, not a script: escaped so that no text in it can close the element.
              dangerouslySetInnerHTML={{ __html: serializeJsonLd(descriptor["script:ld+json"]) }}
            />
          );
        if ("tagName" in descriptor) {
          const { tagName: _tagName, ...attributes } = descriptor;
          return <link key={index} {...attributes} />;
        }
        return <meta key={index} {...descriptor} />;
      })}
    </>
  );
}
