import type { HelpArticlePage } from "../../model/schemas/help.ts";
import type { HelpArticle } from "./find-help-article";
import { matchesQuery, normalizeQuery } from "./search";

/** The help search's index: per article, every distinct word of its title and text, in lower case. */
export type HelpSearchIndex = ReadonlyArray<{ slug: string; words: string }>;

function distinctWords(text: string) {
  const words = normalizeQuery(text)
    .split(/[^\p{L}\p{N}$%'-]+/u)
    .filter((word) => word.length > 1);
  return [...new Set(words)].join(" ");
}

/**
 * Built at build time into `/help/search-index.json`, which the Help Center fetches on the visitor's first search:
 * a few kilobytes of words instead of the articles' texts, and nothing on the page's first load. The texts are
 * the plain text of the articles' Markdown, derived at build time (scripts/content/collections/help.ts).
 */
export function buildHelpSearchIndex(
  pages: ReadonlyArray<Pick<HelpArticlePage, "slug" | "title" | "summary" | "text">>,
): HelpSearchIndex {
  return pages.map((page) => ({
    slug: page.slug,
    words: distinctWords([page.title, page.summary, page.text].join(" ")),
  }));
}

/** Whether a fetched index has the index's shape. */
export function isHelpSearchIndex(value: unknown): value is HelpSearchIndex {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof Reflect.get(entry, "slug") === "string" &&
        typeof Reflect.get(entry, "words") === "string",
    )
  );
}

/**
 * Help articles the search text finds: those whose title contains it, as the FAQ search matches, and with the
 * index, those whose title or text contains every word of it (each word as typed, or the start of a longer one).
 */
export function searchHelpArticles(
  query: string,
  articles: ReadonlyArray<HelpArticle>,
  index: HelpSearchIndex | null,
): HelpArticle[] {
  const words = normalizeQuery(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const indexed = new Map(index?.map((entry) => [entry.slug, ` ${entry.words}`]));
  return articles.filter((article) => {
    if (matchesQuery(query, [article.title])) return true;
    const text = indexed.get(article.slug);
    return text !== undefined && words.every((word) => text.includes(word));
  });
}
