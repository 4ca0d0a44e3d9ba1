import { HELP_ARTICLE_PAGES } from "~/content/help-articles";
import { buildHelpSearchIndex } from "~/lib/help-search";

// Fetched by the Help Center on the visitor's first search.
export function GET() {
  return Response.json(buildHelpSearchIndex(HELP_ARTICLE_PAGES));
}
