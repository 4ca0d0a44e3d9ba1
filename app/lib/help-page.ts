import { HELP_FAQS } from "~/content/faqs";
import { buildFaqPageJsonLd } from "./page-structured-data";

/**
 * The help center's FAQPage structured data, for the route's loaders: the prerender puts it into the page's HTML,
 * a visit from another page imports it, so the page's JavaScript does not carry the builder.
 */
export function readHelpPage() {
  return { jsonLd: [buildFaqPageJsonLd(HELP_FAQS)] };
}
