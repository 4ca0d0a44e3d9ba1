import { describe, expect, test } from "vitest";

import { translator } from "../../model/ui-texts";
import { loadContentOnce } from "../../scripts/content/load";
import { readFixtureTexts } from "../../scripts/content/test-content";
import {
  describeHelpSearch,
  findHelpArticle,
  findSiblingArticles,
  helpArticlePath,
  listHelpArticles,
} from "./find-help-article";
import { buildHelpSearchIndex, isHelpSearchIndex, searchHelpArticles } from "./help-search";

const { content } = loadContentOnce();
const courses = content.courses;
const HELP_TOPICS = content.help.topics;
const HELP_ARTICLE_PAGES = content.helpArticles;

const HELP_ARTICLES = listHelpArticles(HELP_TOPICS);
const INDEX = buildHelpSearchIndex(HELP_ARTICLE_PAGES);

function page(slug: string) {
  const found = HELP_ARTICLE_PAGES.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no help article ${slug}`);
  return found;
}

describe("help articles", () => {
  test("the topic cards list every article once, in the order of the articles' pages", () => {
    expect(HELP_ARTICLES.map((article) => article.slug)).toEqual(
      HELP_ARTICLE_PAGES.map((article) => article.slug),
    );
    expect(HELP_ARTICLES.map((article) => article.topic)).toEqual(
      HELP_ARTICLE_PAGES.map((article) => article.topic),
    );
    expect(new Set(HELP_ARTICLES.map((article) => article.title)).size).toBe(HELP_ARTICLES.length);
  });

  test("an article is found by its slug, with its topic; an unknown slug finds nothing", () => {
    const [first] = HELP_TOPICS;
    const article = first?.articles[0];
    expect(findHelpArticle(HELP_ARTICLES, article?.slug)).toEqual({ ...article, topic: first?.title });
    expect(findHelpArticle(HELP_ARTICLES, "no-such-article")).toBeUndefined();
    expect(findHelpArticle(HELP_ARTICLES, undefined)).toBeUndefined();
  });

  test("siblings are the other articles of the same topic", () => {
    for (const article of HELP_ARTICLES) {
      const topic = HELP_TOPICS.find((candidate) => candidate.title === article.topic);
      expect(findSiblingArticles(HELP_ARTICLES, article).map((sibling) => sibling.slug)).toEqual(
        topic?.articles.filter((other) => other.slug !== article.slug).map((other) => other.slug),
      );
    }
  });
});

describe("facts the articles repeat", () => {
  test("the catalogue's facts reach the articles that quote {courses.list}", () => {
    const lines = courses.map(
      (course) =>
        `${course.title}: ${course.level}, ${course.duration} at a suggested pace, ${course.price}.`,
    );
    const quoting = HELP_ARTICLE_PAGES.filter((article) => lines.some((line) => article.text.includes(line)));
    for (const article of quoting) for (const line of lines) expect(article.text).toContain(line);
  });

  test("no article calls the final assessment anything else", () => {
    expect(JSON.stringify(HELP_ARTICLE_PAGES)).not.toMatch(/final (assignment|exam|test)\b/i);
  });
});

describe("help search", () => {
  test("titles match before the index has arrived, ignoring case", () => {
    const article = HELP_ARTICLES[3];
    if (!article) throw new Error("missing article");
    expect(searchHelpArticles(article.title.toUpperCase(), HELP_ARTICLES, null)).toContainEqual(article);
  });

  test("with the index, words of a text that no title has find its article", () => {
    const query = "Bank Transfer";
    expect(searchHelpArticles(query, HELP_ARTICLES, null)).toEqual([]);
    const found = searchHelpArticles(query, HELP_ARTICLES, INDEX);
    expect(found.length).toBeGreaterThan(0);
    for (const article of found) {
      expect(page(article.slug).text.toLowerCase()).toMatch(/(?=[\s\S]*\bbank)(?=[\s\S]*\btransfer)/);
    }
  });

  test("every word must be found, in any order, each as typed or as the start of a word", () => {
    const both = searchHelpArticles("transfer bank", HELP_ARTICLES, INDEX);
    expect(both).toEqual(searchHelpArticles("bank transfer", HELP_ARTICLES, INDEX));
    expect(searchHelpArticles("transf", HELP_ARTICLES, INDEX)).toEqual(expect.arrayContaining(both));
    expect(searchHelpArticles("bank zzqx", HELP_ARTICLES, INDEX)).toEqual([]);
  });

  test("the index holds the words of the Markdown, not its markup", () => {
    for (const entry of INDEX) {
      const words = entry.words.split(" ");
      expect(
        words.some((word) => /[#*_`[\]()]|^-$/.test(word)),
        entry.slug,
      ).toBe(false);
    }
  });

  test("no search text finds nothing; the index is what the route serves", () => {
    expect(searchHelpArticles("   ", HELP_ARTICLES, INDEX)).toEqual([]);
    expect(INDEX.map((entry) => entry.slug)).toEqual(HELP_ARTICLES.map((article) => article.slug));
    expect(isHelpSearchIndex(JSON.parse(JSON.stringify(INDEX)))).toBe(true);
    expect(isHelpSearchIndex([{ slug: "x" }])).toBe(false);
    expect(isHelpSearchIndex({})).toBe(false);
  });

  test("the index is smaller than the texts it indexes", () => {
    const texts = HELP_ARTICLE_PAGES.map((article) =>
      [article.title, article.summary, article.text].join(" "),
    );
    expect(JSON.stringify(INDEX).length).toBeLessThan(JSON.stringify(texts).length * 0.7);
  });

  test("the status line counts articles and questions", () => {
    const t = translator(readFixtureTexts());
    expect(describeHelpSearch(0, 2, 6, t)).toBe("2 of 6 questions match your search");
    expect(describeHelpSearch(1, 0, 6, t)).toBe("1 help article and 0 of 6 questions match your search");
    expect(describeHelpSearch(3, 1, 6, t)).toBe("3 help articles and 1 of 6 questions match your search");
  });

  test("the status line is in the page's language, its verb agreeing with the count", () => {
    const t = translator(readFixtureTexts("de"));
    expect(describeHelpSearch(0, 1, 6, t)).toBe("1 von 6 Fragen passt zu Ihrer Suche");
    expect(describeHelpSearch(2, 3, 6, t)).toBe("2 Hilfeartikel und 3 von 6 Fragen passen zu Ihrer Suche");
  });
});

test("a help article's path is /help/{slug}", () => {
  expect(helpArticlePath({ slug: "refunds", title: "Refunds" })).toBe("/help/refunds");
});
