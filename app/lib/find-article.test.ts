import { describe, expect, test } from "vitest";

import { loadContentOnce } from "../../scripts/content/load";
import { articlePath, findAdjacentArticles, findArticle } from "./find-article";

const { content } = loadContentOnce();
const articles = content.blog;

const [NEWEST, NEWER, MIDDLE, OLDER, OLDEST] = ["newest", "newer", "middle", "older", "oldest"].map(
  (slug) => ({ slug }),
) as [{ slug: string }, { slug: string }, { slug: string }, { slug: string }, { slug: string }];
const LIST = [NEWEST, NEWER, MIDDLE, OLDER, OLDEST];

describe("the blog's posts as the pages receive them", () => {
  test("are listed newest first with ids counting from the newest, one of them featured", () => {
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(articles.map((article) => article.id)).toEqual(articles.map((_, index) => index + 1));
    expect(articles.filter((article) => article.featured)).toHaveLength(articles.length > 0 ? 1 : 0);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
  });
});

describe("findArticle", () => {
  test("finds an article by its slug", () => {
    const last = articles.at(-1);
    if (!last) throw new Error("the blog has no articles");
    expect(findArticle(articles, last.slug)).toBe(last);
  });

  test.each([["nope"], [""], [undefined], ["Middle"], ["rss.xml"]])(
    "an unknown slug %j finds nothing",
    (slug) => {
      expect(findArticle(LIST, slug)).toBeUndefined();
    },
  );
});

describe("findAdjacentArticles", () => {
  test("the newest article has an older one before it and nothing after it", () => {
    expect(findAdjacentArticles(LIST, NEWEST)).toEqual({ previous: NEWER, next: undefined });
  });

  test("a middle article links to the older and the newer one", () => {
    expect(findAdjacentArticles(LIST, MIDDLE)).toEqual({ previous: OLDER, next: NEWER });
  });

  test("the oldest article has only a newer one", () => {
    expect(findAdjacentArticles(LIST, OLDEST)).toEqual({ previous: undefined, next: OLDER });
  });

  test("an article that is not in the list has no neighbours", () => {
    expect(findAdjacentArticles(LIST, { slug: "copy" })).toEqual({});
  });
});

test("an article's path is /blog/{slug}", () => {
  expect(articlePath({ slug: "profit-is-not-cash" })).toBe("/blog/profit-is-not-cash");
});
