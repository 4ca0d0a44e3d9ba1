import rss from "@astrojs/rss";

import { articles } from "~/content/blog";
import { buildBlogFeed } from "~/lib/blog-feed";

export function GET() {
  return rss(buildBlogFeed(articles));
}
