import rss from "@astrojs/rss";
import type { APIContext } from "astro";

import { pathsInEachLanguage, readCollection, readTexts } from "~/content-entries";
import { buildBlogFeed } from "~/lib/blog-feed";

// One feed per language: /blog/rss.xml, /de/blog/rss.xml.
export const getStaticPaths = () => pathsInEachLanguage();

export async function GET({ props }: APIContext<{ lang: string }>) {
  return rss(buildBlogFeed(await readCollection("blog", props.lang), await readTexts(props.lang)));
}
