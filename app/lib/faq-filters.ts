import type { Faq } from "../../model/schemas/help";
import { matchesQuery, normalizeQuery } from "./search";
import { updateSearchParams, type UrlFiltersSchema } from "./url-filters";

/** The Help Center's search text from the URL (`?q=`). */
export function readHelpQuery(params: URLSearchParams) {
  return params.get("q") ?? "";
}

/** The Help Center's one filter in its URL, the search text; Clear search empties it. */
export const HELP_URL_FILTERS: UrlFiltersSchema<{ query: string }> = {
  read: (params) => ({ query: readHelpQuery(params) }),
  write: (params, { query }) => (query === undefined ? params : updateSearchParams(params, { q: query })),
  cleared: { query: "" },
};

/** FAQs whose question or answer contains the search text, ignoring case (SPEC section 5). */
export function filterFaqs(faqs: ReadonlyArray<Faq>, query: string): Faq[] {
  return faqs.filter((faq) => matchesQuery(query, [faq.question, faq.answer]));
}

/** Team rule 7: 'No results found' shows when search text is present and no FAQ matches. */
export function hasNoFaqResults(query: string, visible: ReadonlyArray<Faq>) {
  return normalizeQuery(query) !== "" && visible.length === 0;
}
