import help from "virtual:content/help";

export type {
  Faq,
  HelpArticleLink,
  HelpTopic,
  QuickLinkGroup,
} from "../../model/schemas/help.ts";

// content/help.yml with the titles of the articles of content/help/ (scripts/content/collections/help.ts). Only
// route loaders import this module (app/lib/help-page.ts): the Help Center receives it as loader data.

/** The Help Center's FAQ accordion. */
export const HELP_FAQS = help.faqs;

/** The Help Center's topic cards, each listing its help articles (`/help/{slug}`). */
export const HELP_TOPICS = help.topics;

/** The Help Center's Quick Links: real pages of the site only. */
export const HELP_QUICK_LINKS = help.quickLinks;
