import { HELP_ARTICLE_PAGES } from "~/content/help-articles";
import { buildHelpSearchIndex } from "~/lib/help-search";

// A resource route: prerendered at build time into build/client/help/search-index.json, which the Help Center
// fetches on the visitor's first search.
export function loader() {
  return Response.json(buildHelpSearchIndex(HELP_ARTICLE_PAGES));
}
