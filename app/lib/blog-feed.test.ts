import { getRssString } from "@astrojs/rss";
import { expect, test } from "vitest";
import { site } from "virtual:site-config";

import { formatRfc822Date } from "../../model/dates";
import { loadContentOnce } from "../../scripts/content/load";
import { readFixtureTexts } from "../../scripts/content/test-content";
import { buildBlogFeed as buildBlogFeedIn } from "./blog-feed";

const articles = loadContentOnce().content.blog;
const buildBlogFeed = (list: typeof articles) => buildBlogFeedIn(list, readFixtureTexts());

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

test("the feed stays well-formed RSS 2.0 whatever the articles' text contains", async () => {
  const [first] = articles;
  if (!first) throw new Error("no article");
  const hostile = { ...first, title: "Costs < Revenue & more", author: "O'Brien <ob>", tags: ["Tax & VAT"] };
  const doc = parse(await getRssString(buildBlogFeed([hostile])));
  expect(doc.documentElement.tagName).toBe("rss");
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  const item = doc.querySelector("item");
  expect(item?.querySelector("title")?.textContent).toBe("Costs < Revenue & more");
  expect(item?.getElementsByTagName("dc:creator")[0]?.textContent).toBe("O'Brien <ob>");
  expect([...(item?.querySelectorAll("category") ?? [])].map((node) => node.textContent)).toContain(
    "Tax & VAT",
  );
  expect(doc.querySelector("channel > lastBuildDate")?.textContent).toBe(formatRfc822Date(first.date));
});

test("the blog feed lists every article with absolute links on the site URL", async () => {
  const doc = parse(await getRssString(buildBlogFeed(articles)));
  const items = [...doc.querySelectorAll("item")];
  expect(items.map((item) => item.querySelector("title")?.textContent)).toEqual(
    articles.map((article) => article.title),
  );
  expect(items.map((item) => item.querySelector("link")?.textContent)).toEqual(
    articles.map((article) => `${site.url}/blog/${article.slug}`),
  );
  expect(items[0]?.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
  expect(items.map((item) => item.querySelector("pubDate")?.textContent)).toEqual(
    articles.map((article) => formatRfc822Date(article.date)),
  );
  expect(doc.querySelector("channel > link")?.textContent).toBe(`${site.url}/blog`);
  expect(doc.querySelector("channel > title")?.textContent).toBe(`${site.name} Blog`);
  expect(doc.querySelector("channel > language")?.textContent).toBe("en");
});

test("a German site's feed has a German title and description, and says de", async () => {
  const doc = parse(await getRssString(buildBlogFeedIn(articles, readFixtureTexts("de"))));
  expect(doc.querySelector("channel > title")?.textContent).toBe(`Blog von ${site.name}`);
  expect(doc.querySelector("channel > description")?.textContent).toMatch(/^Praxisnahe Artikel/);
  expect(doc.querySelector("channel > language")?.textContent).toBe("de");
});

test("a further language's feed links its own pages", async () => {
  const [first] = articles;
  if (!first) throw new Error("no article");
  const feed = buildBlogFeedIn([first], { ...readFixtureTexts("de"), prefix: "/de" });
  const doc = parse(await getRssString(feed));
  expect(doc.querySelector("channel > link")?.textContent).toBe(`${site.url}/de/blog`);
  expect(doc.querySelector("item > link")?.textContent).toBe(`${site.url}/de/blog/${first.slug}`);
  expect(doc.querySelector("language")?.textContent).toBe("de");
});
