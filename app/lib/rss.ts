/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type RssItem = {
  title: string;
  /** Absolute URL of the item's page; also its permanent guid. */
  url: string;
  description: string;
  /** RFC 822 date-time. */
  pubDate: string;
  author: string;
  categories: ReadonlyArray<string>;
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the HTML page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  language: string;
  items: ReadonlyArray<RssItem>;
};

function element(name: string, text: string) {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** An RSS 2.0 document; every text is escaped. The newest item's date is the channel's lastBuildDate. */
export function buildRssFeed(channel: RssChannel) {
  const items = channel.items.map((item) =>
    [
      "    <item>",
      `      ${element("title", item.title)}`,
      `      ${element("link", item.url)}`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      ${element("description", item.description)}`,
      `      ${element("pubDate", item.pubDate)}`,
      `      ${element("dc:creator", item.author)}`,
      ...item.categories.map((category) => `      ${element("category", category)}`),
      "    </item>",
    ].join("\n"),
  );
  const lastBuildDate = channel.items[0]?.pubDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.link)}`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", channel.language)}`,
    ...(lastBuildDate ? [`    ${element("lastBuildDate", lastBuildDate)}`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
