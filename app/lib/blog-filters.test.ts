import { describe, expect, test } from "vitest";

import { ARTICLE_CATEGORIES } from "../../model/blog-options";
import type { Article } from "../../model/schemas/blog";
import { translator } from "../../model/ui-texts";
import { loadContentOnce } from "../../scripts/content/load";
import { readFixtureTexts } from "../../scripts/content/test-content";
import {
  ALL_ARTICLES,
  arrangeBlogListing,
  BLOG_CATEGORY_FILTERS,
  describeBlogListing,
  filterArticles,
  readBlogFilters,
  writeBlogFilters,
} from "./blog-filters";

const { content } = loadContentOnce();
const articles = content.blog;
const t = translator(readFixtureTexts());

const SAMPLE: Article = {
  id: 99,
  slug: "made-up",
  title: "A made-up article",
  excerpt: "An excerpt.",
  author: "Ada Lovelace",
  date: "2026-01-01",
  category: "Education",
  readTime: "2 min read",
  readMinutes: 2,
  views: "1.2k",
  image: { src: "/images/blog/post.svg", width: 1200, height: 675 },
  tags: ["One", "Two"],
  featured: false,
};

function makeArticle(overrides: Partial<Article>): Article {
  return { ...SAMPLE, ...overrides };
}

describe("the category buttons", () => {
  test("are All, Technology, Education, Career, Learning Tips and Industry News, in that order", () => {
    expect(BLOG_CATEGORY_FILTERS).toEqual([
      "All",
      "Technology",
      "Education",
      "Career",
      "Learning Tips",
      "Industry News",
    ]);
  });
});

describe("filterArticles", () => {
  test("All with no search text keeps every article in order", () => {
    expect(filterArticles(articles, { query: "", category: ALL_ARTICLES })).toEqual([...articles]);
  });

  test.each(ARTICLE_CATEGORIES)("%s keeps exactly the articles of that category", (category) => {
    const filtered = filterArticles(articles, { query: "", category });
    expect(filtered).toEqual(articles.filter((article) => article.category === category));
  });

  test("search matches the title, the excerpt or any tag, ignoring case", () => {
    const list = [
      makeArticle({ id: 1, title: "Cash Flow Basics", excerpt: "x", tags: ["a"] }),
      makeArticle({ id: 2, title: "x", excerpt: "Why cash matters", tags: ["b"] }),
      makeArticle({ id: 3, title: "x", excerpt: "y", tags: ["Budget", "CASH"] }),
      makeArticle({ id: 4, title: "x", excerpt: "y", tags: ["c"] }),
    ];
    const ids = filterArticles(list, { query: "Cash", category: ALL_ARTICLES }).map((article) => article.id);
    expect(ids).toEqual([1, 2, 3]);
  });

  test("a tag that appears only after the first two still matches", () => {
    const list = [makeArticle({ tags: ["One", "Two", "Third tag"] })];
    expect(filterArticles(list, { query: "third", category: ALL_ARTICLES })).toHaveLength(1);
  });

  test("the article body, author and category are not searched", () => {
    const list = [
      makeArticle({ title: "x", excerpt: "y", tags: ["z"], author: "Quentin", category: "Career" }),
    ];
    expect(filterArticles(list, { query: "Quentin", category: ALL_ARTICLES })).toEqual([]);
    expect(filterArticles(list, { query: "career", category: ALL_ARTICLES })).toEqual([]);
  });

  test("search and category combine", () => {
    const list = [
      makeArticle({ id: 1, title: "Tax tips", category: "Education" }),
      makeArticle({ id: 2, title: "Tax news", category: "Industry News" }),
      makeArticle({ id: 3, title: "Hiring", category: "Industry News" }),
    ];
    const ids = filterArticles(list, { query: "tax", category: "Industry News" }).map(
      (article) => article.id,
    );
    expect(ids).toEqual([2]);
  });

  test("special characters in the search are matched literally", () => {
    const list = [
      makeArticle({ id: 1, title: "Costs (monthly) + VAT", excerpt: "x", tags: [] }),
      makeArticle({ id: 2, title: "Price: $8,000", excerpt: "x", tags: [] }),
      makeArticle({ id: 3, title: "anything", excerpt: "x", tags: [] }),
    ];
    const search = (query: string) =>
      filterArticles(list, { query, category: ALL_ARTICLES }).map((article) => article.id);
    expect(search("(monthly) +")).toEqual([1]);
    expect(search("$8,000")).toEqual([2]);
    expect(search(".*")).toEqual([]);
    expect(search("[a-z]")).toEqual([]);
  });

  test("outer spaces in the search are ignored", () => {
    expect(
      filterArticles(articles, { query: "  cash flow  ", category: ALL_ARTICLES }).length,
    ).toBeGreaterThan(0);
  });
});

describe("arrangeBlogListing", () => {
  test("with no filter, the featured article stands apart and the grid lists the others in order", () => {
    const listing = arrangeBlogListing(articles, { query: "", category: ALL_ARTICLES });
    const featured = articles.find((article) => article.featured);
    expect(featured).toBeDefined();
    expect(listing).toEqual({
      filtering: false,
      featured,
      listed: articles.filter((article) => article !== featured),
    });
    expect(describeBlogListing(listing, t)).toBe(`${articles.length - 1} articles`);
  });

  test("the article marked featured is featured wherever it is in the list; the others keep their order", () => {
    const list = [
      makeArticle({ id: 1 }),
      makeArticle({ id: 2, featured: true }),
      makeArticle({ id: 3 }),
    ] as const;
    const listing = arrangeBlogListing(list, { query: "", category: ALL_ARTICLES });
    expect(listing.featured).toBe(list[1]);
    expect(listing.listed).toEqual([list[0], list[2]]);
  });

  test("an empty blog features nothing and lists nothing", () => {
    const listing = arrangeBlogListing([], { query: "", category: ALL_ARTICLES });
    expect(listing).toEqual({ filtering: false, featured: null, listed: [] });
    expect(describeBlogListing(listing, t)).toBe("0 articles");
  });

  test("spaces alone are no search", () => {
    expect(arrangeBlogListing(articles, { query: "   ", category: ALL_ARTICLES }).filtering).toBe(false);
  });

  test.each(ARTICLE_CATEGORIES)(
    "%s lists every article of the category, the featured one included",
    (category) => {
      const listing = arrangeBlogListing(articles, { query: "", category });
      const expected = articles.filter((article) => article.category === category);
      expect(listing).toEqual({ filtering: true, featured: null, listed: expected });
    },
  );

  test("a search matching the featured article lists it", () => {
    const featured = articles.find((article) => article.featured);
    if (!featured) throw new Error("the blog features no article");
    const listing = arrangeBlogListing(articles, { query: featured.title, category: ALL_ARTICLES });
    expect(listing.featured).toBeNull();
    expect(listing.listed).toContain(featured);
  });

  test("a search that matches nothing lists nothing", () => {
    const listing = arrangeBlogListing(articles, { query: "no article says this", category: ALL_ARTICLES });
    expect(listing.listed).toEqual([]);
    expect(describeBlogListing(listing, t)).toBe("0 articles match");
  });

  test("the count agrees with its noun", () => {
    const one = { filtering: true, featured: null, listed: articles.slice(0, 1) } as const;
    const two = { filtering: true, featured: null, listed: articles.slice(0, 2) } as const;
    expect(describeBlogListing(one, t)).toBe("1 article matches");
    expect(describeBlogListing(two, t)).toBe("2 articles match");
  });
});

describe("filters in the URL", () => {
  test("are read from q and category", () => {
    expect(readBlogFilters(new URLSearchParams("q=cash&category=Learning+Tips"))).toEqual({
      query: "cash",
      category: "Learning Tips",
    });
  });

  test("default to an empty search and All", () => {
    expect(readBlogFilters(new URLSearchParams())).toEqual({ query: "", category: "All" });
  });

  test.each(["Marketing", "career", "", "All "])("an unknown category %j reads as All", (category) => {
    expect(readBlogFilters(new URLSearchParams({ category })).category).toBe("All");
  });

  test("are written without defaults, keeping the other filter", () => {
    const params = new URLSearchParams("q=tax");
    expect(writeBlogFilters(params, { category: "Industry News" }).toString()).toBe(
      "q=tax&category=Industry+News",
    );
    expect(
      writeBlogFilters(new URLSearchParams("q=tax&category=Career"), { category: "All" }).toString(),
    ).toBe("q=tax");
    expect(writeBlogFilters(new URLSearchParams("q=tax&category=Career"), { query: "" }).toString()).toBe(
      "category=Career",
    );
  });
});
