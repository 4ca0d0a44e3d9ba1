import type { HelpArticlePage } from "../../model/schemas/help.ts";
import type { HelpArticle } from "./find-help-article";
import { matchesQuery, normalizeQuery } from "./search";

export type HelpSearchIndex = ReadonlyArray<{ slug: string; words: string }>;

function distinctWords(text: string) {
  const words = normalizeQuery(text)
    .split(/[^\p{L}\p{N}$%'-]+/u)
    .filter((word) => word.length > 1);
  return [...new Set(words)].join(" ");
}

/** Fetched on the first search: a few kilobytes of words instead of the articles' texts, nothing on first load. */
export function buildHelpSearchIndex(
  pages: ReadonlyArray<Pick<HelpArticlePage, "slug" | "title" | "summary" | "text">>,
): HelpSearchIndex {
  return pages.map((page) => ({
    slug: page.slug,
    words: distinctWords([page.title, page.summary, page.text].join(" ")),
  }));
}

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

/** A title match as the FAQ search does, or with the index every word in the title or text (or a word's start). */
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
