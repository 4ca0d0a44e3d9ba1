import { expect, test } from "vitest";
import { site } from "virtual:site-config";

import { formatRfc822Date } from "../../model/dates";
import { loadContentOnce } from "../../scripts/content/load";
import { buildBlogFeed } from "./blog-feed";
import { buildRssFeed, escapeXml } from "./rss";

const { content } = loadContentOnce();
const articles = content.blog;

const CHANNEL = {
  title: "News & <Views>",
  link: "https://example.org/blog",
  feedUrl: "https://example.org/blog/rss.xml",
  description: `Tips "quoted" & 'single'`,
  language: "en",
  items: [
    {
      title: "Costs < Revenue & more",
      url: "https://example.org/blog/a?x=1&y=2",
      description: "Say <b>hi</b>",
      pubDate: "Tue, 27 Oct 2026 00:00:00 GMT",
      author: "O'Brien",
      categories: ["Tax & VAT", "Export"],
    },
  ],
};

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

test("escapeXml escapes the five XML special characters", () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
  );
});

test("the feed is well-formed RSS 2.0 whatever the text contains", () => {
  const doc = parse(buildRssFeed(CHANNEL));
  expect(doc.documentElement.tagName).toBe("rss");
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  expect(doc.querySelector("channel > title")?.textContent).toBe("News & <Views>");
  expect(doc.querySelector("channel > description")?.textContent).toBe(`Tips "quoted" & 'single'`);
  const item = doc.querySelector("item");
  expect(item?.querySelector("title")?.textContent).toBe("Costs < Revenue & more");
  expect(item?.querySelector("link")?.textContent).toBe("https://example.org/blog/a?x=1&y=2");
  expect(item?.querySelector("description")?.textContent).toBe("Say <b>hi</b>");
  expect([...(item?.querySelectorAll("category") ?? [])].map((node) => node.textContent)).toEqual([
    "Tax & VAT",
    "Export",
  ]);
  expect(doc.querySelector("channel > lastBuildDate")?.textContent).toBe("Tue, 27 Oct 2026 00:00:00 GMT");
});

test("the blog feed lists every article with absolute links on the site URL", () => {
  const doc = parse(buildBlogFeed(articles));
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
});
