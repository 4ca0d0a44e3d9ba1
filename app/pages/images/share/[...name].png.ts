import { join } from "node:path";

import type { APIRoute, GetStaticPaths } from "astro";

import { writePricesIn } from "../../../../model/course-format.ts";
import { languagePrefix } from "../../../../model/languages.ts";
import type { Content } from "../../../../model/schemas/content.ts";
import { contentRoot, loadContentOnce } from "../../../../scripts/content/load.ts";
import { readBuildEnv } from "../../../../scripts/content/settings.ts";
import { drawShareImage, listShareCards, type ShareCard } from "../../../../scripts/share-images.ts";

const FOLDER = "/images/share/";
const COVER_FOLDERS = [join(process.env.BUILD_DIRECTORY ?? "build", "client"), join(contentRoot(), "public")];
// Cards unchanged since an earlier build are read back instead of drawn again (docs/decisions/0018).
const CACHE = "node_modules/.cache/share-images";

// Each language's cards in its words: the first's under /images/share/, a further one's under /images/share/de/.
export const getStaticPaths = (() => {
  const { content } = loadContentOnce(readBuildEnv());
  const [first = "en"] = content.site.languages;
  const cards = (lang: string, translated: Pick<Content, "site" | "courses" | "blog">) => {
    const dictionary = content.ui[lang];
    if (!dictionary) throw new Error(`content/ui/${lang}.yml gave no dictionary`);
    const prefix = languagePrefix(content.site.languages, lang);
    const courses = translated.courses.map((course) =>
      lang === first ? course : writePricesIn(course, content.site.currency, lang),
    );
    return listShareCards(
      { ...translated, courses, brand: content.brand },
      prefix ? { ...dictionary, prefix } : dictionary,
    );
  };
  return [
    ...cards(first, content),
    ...Object.entries(content.translations ?? {}).flatMap(([lang, translated]) => cards(lang, translated)),
  ].map(({ path, card }) => ({
    params: { name: path.slice(FOLDER.length, -".png".length) },
    props: { card },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = async ({ props }) =>
  new Response(new Uint8Array(await drawShareImage(props.card, COVER_FOLDERS, CACHE)), {
    headers: { "Content-Type": "image/png" },
  });
