// content/site.yml `languages:`: the first is served at `/`, each further one under `/{code}/` with the same paths
// (docs/decisions/0064-further-languages-under-their-code.md). Shared by the pages and the build's sitemap.

/** The path prefix of a language's pages: "" for the site's first language, "/de" for a further one. */
export function languagePrefix(languages: ReadonlyArray<string>, lang: string) {
  return lang === languages[0] ? "" : `/${lang}`;
}

/**
 * A page's path (as the first language has it) under a language's prefix: "/courses" → "/de/courses", "/" → "/de";
 * anything else (`#faq`, `mailto:`, another site) as it is.
 */
export function prefixPath(prefix: string, path: string) {
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * The language of a path and the path as the first language has it: "/de/course/1" → `{ lang: "de", path:
 * "/course/1" }`; a path without a further language's prefix is the first language's.
 */
export function splitLanguagePath(languages: ReadonlyArray<string>, pathname: string) {
  const [first = "en", ...further] = languages;
  const lang = further.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`));
  if (!lang) return { lang: first, path: pathname };
  return { lang, path: pathname.slice(lang.length + 1) || "/" };
}

/** The page at `path` in every language of the site, the first first: its `hreflang` alternates. */
export function listLanguageVersions(languages: ReadonlyArray<string>, path: string) {
  return languages.map((lang) => ({ lang, path: prefixPath(languagePrefix(languages, lang), path) }));
}

/**
 * The `[...lang]` pages' paths: each of `paths` once per language, its `lang` parameter undefined for the first
 * language (the page at `/course/1`) and the code for a further one (`/de/course/1`).
 */
export function inEachLanguage<Params extends Record<string, string>, Props>(
  languages: ReadonlyArray<string>,
  paths: ReadonlyArray<{ params: Params; props?: Props }>,
) {
  return languages.flatMap((lang, index) =>
    paths.map(({ params, props }) => ({
      params: { ...params, lang: index === 0 ? undefined : lang },
      props: { ...props, lang } as Props & { lang: string },
    })),
  );
}

/**
 * The language to set on a block of the owner's text on a further language's page when its words are still the
 * original's (an entry no translation changed, or its field `part`: a course's `curriculum`, pages.yml's `home`), else undefined: the block is
 * in the page's language (docs/decisions/0068). Set on the element that holds the text, for screen readers and
 * hyphenation.
 */
export function originalLangOf(entry: object | undefined, part?: string): string | undefined {
  const marked = (entry as { originalText?: { lang: string; parts?: ReadonlyArray<string> } } | undefined)
    ?.originalText;
  if (!marked) return undefined;
  if (!marked.parts) return marked.lang;
  return part !== undefined && marked.parts.includes(part) ? marked.lang : undefined;
}
