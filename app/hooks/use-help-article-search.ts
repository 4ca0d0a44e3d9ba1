import { useEffect, useState } from "react";

import { HELP_SEARCH_INDEX_PATH, type HelpArticle } from "~/lib/find-help-article";
import { type HelpSearchIndex, isHelpSearchIndex, searchHelpArticles } from "~/lib/help-search";
import { normalizeQuery } from "~/lib/search";

/**
 * The help articles a search finds. Titles match at once; the articles' texts as soon as the search index has
 * arrived, which is fetched on the visitor's first search rather than with the page. Without it (offline, or a
 * failed request), titles still match. A further language's page fetches its own index (`/de/help/search-index.json`).
 */
export function useHelpArticleSearch(
  query: string,
  articles: ReadonlyArray<HelpArticle>,
  indexPath: string = HELP_SEARCH_INDEX_PATH,
) {
  const [index, setIndex] = useState<HelpSearchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const searching = normalizeQuery(query) !== "";

  useEffect(() => {
    if (!searching || index || failed) return;
    let current = true;
    fetch(indexPath)
      .then((response) => (response.ok ? response.json() : null))
      .then((data: unknown) => {
        if (!current) return;
        if (isHelpSearchIndex(data)) setIndex(data);
        else setFailed(true);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [searching, index, failed, indexPath]);

  return {
    matches: searchHelpArticles(query, articles, index),
    complete: !searching || index !== null || failed,
  };
}
