import { getCollection } from "astro:content";

import { buildHelpSearchIndex } from "~/lib/help-search";

// Fetched by the Help Center on the visitor's first search.
export async function GET() {
  const articles = (await getCollection("helpArticles")).map(({ data }) => data);
  return Response.json(buildHelpSearchIndex(articles));
}
