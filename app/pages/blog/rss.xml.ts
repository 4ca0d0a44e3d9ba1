import rss from "@astrojs/rss";
import { getCollection } from "astro:content";

import { readTexts } from "~/content-entries";
import { buildBlogFeed } from "~/lib/blog-feed";

export async function GET() {
  return rss(
    buildBlogFeed(
      (await getCollection("blog")).map(({ data }) => data),
      await readTexts(),
    ),
  );
}
