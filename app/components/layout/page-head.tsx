import { site } from "virtual:site-config";

import { buildCanonicalUrl, buildHead, type Head } from "~/lib/seo";
import { serializeJsonLd } from "~/lib/structured-data";

import { listLanguageVersions } from "../../../model/languages";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** `en` → `en_US`, `de` → `de_DE`: Open Graph names a locale with its likeliest region. */
function toOpenGraphLocale(lang: string) {
  const { language, region } = new Intl.Locale(lang).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The page's title, description, canonical link, Open Graph and Twitter tags and JSON-LD; on a site of several
 * languages, the page's address in each (`hreflang`, the first language's as `x-default`) and their locales.
 */
export function PageHead({ head, texts }: { head: Head; texts: Texts<KeysIn<"seo">> }) {
  const { title, description, share, article, noindex, jsonLd, feed } = buildHead(
    head,
    translator(texts),
    texts.prefix,
  );
  const versions =
    head.path && site.languages.length > 1 ? listLanguageVersions(site.languages, head.path) : [];
  const [byDefault] = versions;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {share ? (
        <>
          <link rel="canonical" href={share.url} />
          {versions.map(({ lang, path }) => (
            <link key={lang} rel="alternate" hrefLang={lang} href={buildCanonicalUrl(path)} />
          ))}
          {byDefault ? (
            <link rel="alternate" hrefLang="x-default" href={buildCanonicalUrl(byDefault.path)} />
          ) : null}
          <meta property="og:type" content={share.type} />
          <meta property="og:site_name" content={site.name} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={share.url} />
          <meta property="og:image" content={share.image.url} />
          <meta property="og:image:width" content={String(share.image.width)} />
          <meta property="og:image:height" content={String(share.image.height)} />
          <meta property="og:image:alt" content={share.image.alt} />
          <meta property="og:locale" content={toOpenGraphLocale(texts.lang)} />
          {versions
            .filter(({ lang }) => lang !== texts.lang)
            .map(({ lang }) => (
              <meta key={lang} property="og:locale:alternate" content={toOpenGraphLocale(lang)} />
            ))}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={share.image.url} />
          <meta name="twitter:image:alt" content={share.image.alt} />
        </>
      ) : null}
      {article ? (
        <>
          <meta property="article:published_time" content={article.published} />
          <meta property="article:author" content={article.author} />
          <meta property="article:section" content={article.section} />
        </>
      ) : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not a script: escaped so that no text in it can close the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      {feed ? <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} /> : null}
    </>
  );
}
