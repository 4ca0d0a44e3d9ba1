import { originalLangOf } from "../../model/languages";
import type { HelpArticleLink, HelpTopic } from "../../model/schemas/help";
import type { KeysIn, Translate } from "../../model/ui-texts";

export type HelpArticle = HelpArticleLink & { topic: string; topicLang?: string };

/** Every help article with its topic (and the topic title's language while it is the original's), in the cards' order. */
export function listHelpArticles(topics: ReadonlyArray<HelpTopic>): HelpArticle[] {
  return topics.flatMap((topic) => {
    const topicLang = originalLangOf(topic, "title");
    return topic.articles.map((article) => ({
      ...article,
      topic: topic.title,
      ...(topicLang ? { topicLang } : {}),
    }));
  });
}

/** A link to each help article with its title's language while that is the original's: `lang` left out otherwise. */
export function withTitleLang<Link extends HelpArticleLink>(link: Link, article: object | undefined): Link {
  const lang = originalLangOf(article, "title");
  return lang ? { ...link, lang } : link;
}

/** The help search's index of the articles' words (app/pages/help/search-index.json.ts). */
export const HELP_SEARCH_INDEX_PATH = "/help/search-index.json";

export function helpArticlePath(article: HelpArticleLink) {
  return `/help/${article.slug}`;
}

/** The help article at `/help/{slug}`; undefined for an unknown slug. */
export function findHelpArticle<Article extends HelpArticle>(
  articles: ReadonlyArray<Article>,
  slug: string | undefined,
): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The other articles of an article's topic. */
export function findSiblingArticles<Article extends HelpArticle>(
  articles: ReadonlyArray<Article>,
  article: HelpArticle,
): Article[] {
  return articles.filter((other) => other.topic === article.topic && other.slug !== article.slug);
}

/** The help search's status line: how many articles and questions match. */
export function describeHelpSearch(
  articleCount: number,
  questionCount: number,
  questionTotal: number,
  t: Translate<KeysIn<"help">>,
) {
  const questions = t("help.questionsMatch", { count: questionCount, total: questionTotal });
  if (articleCount === 0) return questions;
  return t("help.articlesAndQuestions", { count: articleCount, questions });
}
