import { describe, expect, test } from "vitest";
import { ARTICLE_BODIES } from "~/content/article-bodies";
import { ARTICLE_CATEGORIES, ARTICLE_SLUGS, articles } from "~/content/articles";
import { instructor } from "~/content/instructor";
import { articlePath, findAdjacentArticles, findArticle } from "./articles";

function countWords(text: string) {
  return text.split(/\s+/).filter(Boolean).length;
}

describe("the blog's articles", () => {
  test("there are six, with unique ids, slugs and titles", () => {
    expect(articles).toHaveLength(6);
    expect(new Set(articles.map((article) => article.id)).size).toBe(6);
    expect(new Set(ARTICLE_SLUGS).size).toBe(6);
    expect(new Set(articles.map((article) => article.title)).size).toBe(6);
  });

  test("slugs are lowercase URL segments", () => {
    for (const slug of ARTICLE_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("every category of the blog has at least one article", () => {
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(ARTICLE_CATEGORIES));
  });

  test("are listed newest first, with valid ISO dates", () => {
    const dates = articles.map((article) => article.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("each has its own body, and every body belongs to an article", () => {
    expect(Object.keys(ARTICLE_BODIES).sort()).toEqual([...ARTICLE_SLUGS].sort());
  });

  test("each has several paragraphs under subheadings, opening with a paragraph", () => {
    for (const article of articles) {
      const body = ARTICLE_BODIES[article.slug] ?? [];
      const headings = body.filter((block) => block.type === "heading");
      const paragraphs = body.filter((block) => block.type === "paragraph");
      expect(body[0]?.type).toBe("paragraph");
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeGreaterThan(headings.length);
    }
  });

  test("the read time matches the length of the text at 200 words a minute", () => {
    for (const article of articles) {
      const body = ARTICLE_BODIES[article.slug] ?? [];
      const words = countWords(body.map((block) => block.text).join(" "));
      expect(article.readTime, article.slug).toBe(`${Math.ceil(words / 200)} min read`);
    }
  });

  test("views read like 2.3k, images are local sized SVGs, and each article has at least two tags", () => {
    for (const article of articles) {
      expect(article.views).toMatch(/^(\d{1,3}|\d+(\.\d)?k)$/);
      expect(article.image.src).toBe(`/images/blog/${article.slug}.svg`);
      expect(article.image.width).toBeGreaterThan(0);
      expect(article.image.height).toBeGreaterThan(0);
      expect(article.tags.length).toBeGreaterThanOrEqual(2);
    }
  });

  test("are written by the site's instructor", () => {
    for (const article of articles) expect(article.author).toBe(instructor.name);
  });
});

describe("findArticle", () => {
  test("finds an article by its slug", () => {
    expect(findArticle("profit-is-not-cash")?.title).toBe(
      "Profit Is Not Cash: Why Growing Businesses Run Out of Money",
    );
  });

  test.each([["nope"], [""], [undefined], ["Profit-Is-Not-Cash"], ["rss.xml"]])(
    "an unknown slug %j finds nothing",
    (slug) => {
      expect(findArticle(slug)).toBeUndefined();
    },
  );
});

describe("findAdjacentArticles", () => {
  test("the newest article has an older one before it and nothing after it", () => {
    expect(findAdjacentArticles(articles[0])).toEqual({ previous: articles[1], next: undefined });
  });

  test("a middle article links to the older and the newer one", () => {
    const [, newer, middle, older] = articles;
    expect(middle ? findAdjacentArticles(middle) : null).toEqual({ previous: older, next: newer });
  });

  test("the oldest article has only a newer one", () => {
    const [oldest, newer] = [...articles].reverse();
    expect(oldest ? findAdjacentArticles(oldest) : null).toEqual({ previous: undefined, next: newer });
  });

  test("an article that is not in the list has no neighbours", () => {
    expect(findAdjacentArticles({ ...articles[0], slug: "copy" })).toEqual({});
  });
});

test("an article's path is /blog/{slug}", () => {
  expect(articlePath(articles[0])).toBe(`/blog/${articles[0].slug}`);
});
