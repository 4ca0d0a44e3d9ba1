import { articles } from "~/content/blog";
import { buildBlogFeed } from "~/lib/blog-feed";

// A resource route: prerendered at build time into build/client/blog/rss.xml.
export function loader() {
  return new Response(buildBlogFeed(articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
