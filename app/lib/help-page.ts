import { HELP_FAQS, HELP_QUICK_LINKS, HELP_TOPICS } from "~/content/faqs";

import { buildFaqPageJsonLd } from "./page-structured-data";

/**
 * The help center's topics, questions and quick links (content/help.yml) and its FAQPage structured data, for the
 * route's loaders: the prerender puts them into the page's HTML, a visit from another page imports them, so the
 * page's JavaScript carries neither the content nor the builder.
 */
export function readHelpPage() {
  return {
    faqs: HELP_FAQS,
    topics: HELP_TOPICS,
    quickLinks: HELP_QUICK_LINKS,
    jsonLd: [buildFaqPageJsonLd(HELP_FAQS)],
  };
}
