import { getCollection } from "astro:content";

import { buildBlogFeed } from "~/lib/blog-feed";

export async function GET() {
  const articles = (await getCollection("blog")).map(({ data }) => data);
  return new Response(buildBlogFeed(articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
