import { articles } from "~/content/blog";
import { buildBlogFeed } from "~/lib/blog-feed";

export function GET() {
  return new Response(buildBlogFeed(articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
