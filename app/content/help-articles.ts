import helpArticles from "virtual:content/helpArticles";

import type { HelpArticlePage } from "../../model/schemas/help.ts";

/**
 * Every help article's page: summary, text (as HTML, and as plain text for the search index) and related pages,
 * from content/help/*.md. Only route loaders and the search index's route import this module, so that no page's
 * JavaScript carries the texts.
 */
export const HELP_ARTICLE_PAGES: ReadonlyArray<HelpArticlePage> = helpArticles;
