import type { pageMeta } from "~/lib/seo";
import { serializeJsonLd } from "~/lib/structured-data";

export type PageMeta = ReturnType<typeof pageMeta>;

/** The page's title, description, canonical link, Open Graph and Twitter tags and JSON-LD, from `pageMeta`. */
export function PageHead({ meta }: { meta: PageMeta }) {
  return (
    <>
      {meta.map((descriptor, index) => {
        if ("title" in descriptor) return <title key="title">{descriptor.title}</title>;
        if ("script:ld+json" in descriptor)
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
