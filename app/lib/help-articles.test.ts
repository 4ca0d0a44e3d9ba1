import { describe, expect, test } from "vitest";
import { HELP_ARTICLE_SLUGS, HELP_TOPICS } from "~/content/faqs";
import { courses } from "~/content/courses";
import { HELP_ARTICLE_TEXTS } from "~/content/help-article-texts";
import { PHONE_SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from "~/content/support";
import { readHelpArticlePage } from "./help-article-page";
import { describeHelpSearch, findHelpArticle, findSiblingArticles, HELP_ARTICLES } from "./help-articles";
import { buildHelpSearchIndex, isHelpSearchIndex, searchHelpArticles } from "./help-search";

const INDEX = buildHelpSearchIndex(HELP_ARTICLE_TEXTS);

function articleText(slug: string) {
  return JSON.stringify(HELP_ARTICLE_TEXTS[slug]);
}

describe("help articles", () => {
  test("four topics of four articles, each with a unique slug and title", () => {
    expect(HELP_TOPICS.map((topic) => topic.articles.length)).toEqual([4, 4, 4, 4]);
    expect(new Set(HELP_ARTICLE_SLUGS).size).toBe(HELP_ARTICLES.length);
    expect(new Set(HELP_ARTICLES.map((article) => article.title)).size).toBe(HELP_ARTICLES.length);
    for (const slug of HELP_ARTICLE_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("every article has a text, and every text an article", () => {
    expect(Object.keys(HELP_ARTICLE_TEXTS).sort()).toEqual([...HELP_ARTICLE_SLUGS].sort());
    for (const text of Object.values(HELP_ARTICLE_TEXTS)) {
      expect(text.summary.length).toBeGreaterThan(40);
      expect(text.body.length).toBeGreaterThan(2);
    }
  });

  test("an article is found by its slug, with its topic; an unknown slug finds nothing", () => {
    const [first] = HELP_TOPICS;
    const article = first?.articles[0];
    expect(findHelpArticle(article?.slug)).toEqual({ ...article, topic: first?.title });
    expect(findHelpArticle("no-such-article")).toBeUndefined();
    expect(findHelpArticle(undefined)).toBeUndefined();
    expect(readHelpArticlePage("no-such-article")).toEqual({ text: null });
  });

  test("siblings are the other articles of the same topic", () => {
    const article = HELP_ARTICLES[5];
    if (!article) throw new Error("missing article");
    const siblings = findSiblingArticles(article);
    expect(siblings).toHaveLength(3);
    expect(siblings.every((sibling) => sibling.topic === article.topic && sibling !== article)).toBe(true);
  });
});

describe("facts the articles repeat", () => {
  test("the course guide states each course's title, level, duration and price as the catalogue does", () => {
    const guide = articleText("choosing-the-right-course");
    for (const course of courses) {
      expect(guide).toContain(
        `${course.title}: ${course.level}, ${course.duration} at a suggested pace, ${course.price}.`,
      );
    }
  });

  test("support's reply time and phone hours are the support page's", () => {
    const video = articleText("video-playback-problems");
    expect(video).toContain(`We respond ${SUPPORT_RESPONSE_TIME}.`);
    expect(video).toContain(PHONE_SUPPORT_HOURS);
  });

  test("no article calls the final assessment anything else", () => {
    expect(JSON.stringify(HELP_ARTICLE_TEXTS)).not.toMatch(/final (assignment|exam|test)\b/i);
  });
});

describe("help search", () => {
  test("titles match before the index has arrived, ignoring case", () => {
    const article = HELP_ARTICLES[3];
    if (!article) throw new Error("missing article");
    expect(searchHelpArticles(article.title.toUpperCase(), null)).toEqual([article]);
  });

  test("with the index, words of a text that no title has find its article", () => {
    const query = "Bank Transfer";
    expect(searchHelpArticles(query, null)).toEqual([]);
    const found = searchHelpArticles(query, INDEX);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((article) => articleText(article.slug).toLowerCase().includes("bank transfer"))).toBe(
      true,
    );
    for (const article of found) {
      expect(articleText(article.slug).toLowerCase()).toMatch(/(?=[\s\S]*\bbank)(?=[\s\S]*\btransfer)/);
    }
  });

  test("every word must be found, in any order, each as typed or as the start of a word", () => {
    const both = searchHelpArticles("transfer bank", INDEX);
    expect(both).toEqual(searchHelpArticles("bank transfer", INDEX));
    expect(searchHelpArticles("transf", INDEX)).toEqual(expect.arrayContaining(both));
    expect(searchHelpArticles("bank zzqx", INDEX)).toEqual([]);
  });

  test("no search text finds nothing; the index is what the route serves", () => {
    expect(searchHelpArticles("   ", INDEX)).toEqual([]);
    expect(INDEX.map((entry) => entry.slug)).toEqual(HELP_ARTICLES.map((article) => article.slug));
    expect(isHelpSearchIndex(JSON.parse(JSON.stringify(INDEX)))).toBe(true);
    expect(isHelpSearchIndex([{ slug: "x" }])).toBe(false);
    expect(isHelpSearchIndex({})).toBe(false);
  });

  test("the index is smaller than the texts it indexes", () => {
    expect(JSON.stringify(INDEX).length).toBeLessThan(JSON.stringify(HELP_ARTICLE_TEXTS).length * 0.7);
  });

  test("the status line counts articles and questions", () => {
    expect(describeHelpSearch(0, 2, 6)).toBe("2 of 6 questions match your search");
    expect(describeHelpSearch(1, 0, 6)).toBe("1 help article and 0 of 6 questions match your search");
    expect(describeHelpSearch(3, 1, 6)).toBe("3 help articles and 1 of 6 questions match your search");
  });
});
