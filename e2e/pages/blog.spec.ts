import type { Page } from "@playwright/test";

import {
  ALL_ARTICLES,
  arrangeBlogListing,
  BLOG_CATEGORY_FILTERS,
  type BlogCategoryFilter,
  describeBlogListing,
  filterArticles,
} from "../../app/lib/blog-filters";
import { formatCalendarDate } from "../../model/dates";
import { translator } from "../../model/ui-texts";
import { readOwnerEmail } from "../contact-channels";
import { content, englishTexts } from "../content";
import { fillStorage } from "../email-drafts";
import {
  expect,
  expectNoAxeViolations,
  expectStartOfPage,
  gotoHydrated,
  test,
  VIEWPORTS,
  waitForIslands,
} from "../fixtures";
import { escapeHtml, listHtmlTexts, readHtmlText } from "../html-text";

const articles = content.blog;
const { featured, listed } = arrangeBlogListing(articles, { query: "", category: ALL_ARTICLES });
if (!featured) throw new Error("the blog features no article");

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function featuredSection(page: Page) {
  return page.getByRole("region", { name: "Featured Article" });
}

function latestSection(page: Page) {
  return page.getByRole("region", { name: "Latest Articles" });
}

function latestTitles(page: Page) {
  return latestSection(page).getByRole("heading", { level: 3 });
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search articles" });
}

function categoryButton(page: Page, name: string) {
  return page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });
}

test("the hero has the search box and the category buttons, All pressed", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search articles...");
  const buttons = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
  await expect(buttons).toHaveText([
    "All",
    "Technology",
    "Education",
    "Career",
    "Learning Tips",
    "Industry News",
  ]);
  await expect(categoryButton(page, "All")).toHaveAttribute("aria-pressed", "true");
  await expect(categoryButton(page, "Career")).toHaveAttribute("aria-pressed", "false");
});

test("unfiltered, the featured article stands apart and the others are the latest", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await expect(featuredSection(page).getByRole("heading", { level: 3 })).toHaveText(featured.title);
  await expect(latestTitles(page)).toHaveText(listed.map((article) => article.title));
  await expect(latestSection(page).getByRole("status")).toHaveText(
    `${listed.length} ${listed.length === 1 ? "article" : "articles"}`,
  );
});

test("cards show the first two tags, the read time, the views and the date in a time element", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  for (const article of listed) {
    const card = latestSection(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: article.title }) });
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      article.tags.slice(0, 2),
    );
    await expect(card.locator(`time[datetime="${article.date}"]`)).toHaveText(
      formatCalendarDate(article.date, "en-US"),
    );
    await expect(card.getByText(article.readTime)).toBeVisible();
    if (article.views === null) await expect(card.getByText(/ views$/)).toHaveCount(0);
    else await expect(card.getByText(`${article.views} views`)).toBeVisible();
    await expect(card.getByText(article.category, { exact: true })).toBeVisible();
  }
});

/** The titles and the status line the blog shows for these filters, from the content. */
function expectedListing(query: string, category: BlogCategoryFilter = ALL_ARTICLES) {
  const listing = arrangeBlogListing(articles, { query, category });
  return {
    titles: listing.listed.map((article) => article.title),
    status: describeBlogListing(listing, translator(englishTexts)),
  };
}

for (const category of BLOG_CATEGORY_FILTERS.filter((name) => name !== ALL_ARTICLES)) {
  test(`${category}: every article of the category is listed with a count, and nothing is featured`, async ({
    page,
  }) => {
    const expected = expectedListing("", category);
    await gotoHydrated(page, "/blog");
    await categoryButton(page, category).click();
    await expect(categoryButton(page, category)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(`/blog?${new URLSearchParams({ category })}`);
    await expect(featuredSection(page)).toHaveCount(0);
    await expect(latestTitles(page)).toHaveText(expected.titles);
    // A category without articles says so (and offers to show them all), like a search that finds nothing.
    await expect(latestSection(page).getByRole("status")).toContainText(
      expected.titles.length > 0 ? expected.status : "No articles found matching your criteria.",
    );
    if (expected.titles.length > 0) {
      await expect(latestSection(page).getByRole("status")).toHaveText(/^\d+ articles? match(es)?$/);
    }
  });
}

test("All brings the featured article back", async ({ page }) => {
  await gotoHydrated(page, `/blog?category=${encodeURIComponent(featured.category)}`);
  await expect(featuredSection(page)).toHaveCount(0);
  await expect(latestTitles(page)).toHaveText(expectedListing("", featured.category).titles);
  await expect(latestTitles(page).filter({ hasText: featured.title })).toHaveCount(1);
  await categoryButton(page, ALL_ARTICLES).click();
  await expect(featuredSection(page).getByRole("heading", { level: 3 })).toHaveText(featured.title);
  await expect(latestTitles(page)).toHaveText(listed.map((article) => article.title));
});

test("search is case-insensitive on the title, the excerpt or any tag, not the body", async ({ page }) => {
  const fields = (article: (typeof articles)[number]) =>
    [article.title, article.excerpt, ...article.tags].join(" ").toLowerCase();
  const words = (text: string) => text.split(/[^\p{L}]+/u).filter((word) => word.length >= 6);
  const tagged = articles.find((article) => article.tags.length > 2) ?? featured;
  const [excerptWord = ""] = words(featured.excerpt);
  // From the content: a tag the cards do not show, a word of an excerpt, a title, and a word only a body has.
  const bodyWord = articles
    .flatMap((article) => words(readHtmlText(article.html)))
    .find((word) => !articles.some((article) => fields(article).includes(word.toLowerCase())));
  if (!bodyWord) throw new Error("every word of the bodies is in a title, an excerpt or a tag");
  const cases = [
    { query: (tagged.tags.at(-1) ?? "").toUpperCase(), source: tagged },
    { query: excerptWord.toUpperCase(), source: featured },
    { query: featured.title.toLowerCase(), source: featured },
    { query: bodyWord, source: null },
  ];
  await gotoHydrated(page, "/blog");
  for (const { query, source } of cases) {
    const expected = expectedListing(query);
    if (source) expect(expected.titles).toContain(source.title);
    else expect(expected.titles).toEqual([]);
    await searchBox(page).fill(query);
    await expect(latestTitles(page)).toHaveText(expected.titles);
    await expect(featuredSection(page)).toHaveCount(0);
    await expect(latestSection(page).getByRole("status")).toContainText(
      source ? expected.status : "No articles found matching your criteria.",
    );
  }
});

test("a search that matches the featured article lists it", async ({ page }) => {
  const [word] = featured.tags;
  if (!word) throw new Error("the featured article needs a tag");
  const expected = expectedListing(word);
  expect(expected.titles).toContain(featured.title);
  await gotoHydrated(page, "/blog");
  await searchBox(page).fill(word);
  await expect(latestTitles(page)).toHaveText(expected.titles);
  await expect(latestSection(page).getByRole("status")).toHaveText(expected.status);
  await searchBox(page).fill("");
  await expect(featuredSection(page).getByRole("heading", { level: 3 })).toHaveText(featured.title);
});

test("search combines with the category", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await searchBox(page).fill("business");
  await expect(latestTitles(page)).toHaveText(expectedListing("business").titles);
  await categoryButton(page, "Education").click();
  const expected = expectedListing("business", "Education");
  await expect(latestTitles(page)).toHaveText(expected.titles);
  await expect(latestSection(page).getByRole("status")).toHaveText(expected.status);
  await expect(page).toHaveURL("/blog?q=business&category=Education");
});

test("no match shows the empty message, and Show all articles resets the filters", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await categoryButton(page, "Career").click();
  await searchBox(page).fill("cryptocurrency");
  const status = latestSection(page).getByRole("status");
  await expect(status).toContainText("No articles found matching your criteria.");
  await expect(latestTitles(page)).toHaveCount(0);
  await expect(featuredSection(page)).toHaveCount(0);
  await status.getByRole("button", { name: "Show all articles" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(searchBox(page)).toHaveValue("");
  await expect(searchBox(page)).toBeFocused();
  await expect(categoryButton(page, "All")).toHaveAttribute("aria-pressed", "true");
  await expect(featuredSection(page).getByRole("heading", { level: 3 })).toHaveText(featured.title);
  await expect(latestTitles(page)).toHaveCount(articles.length - 1);
});

test("special characters in the search are plain text", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await searchBox(page).fill(".*");
  await expect(latestSection(page).getByRole("status")).toContainText(
    "No articles found matching your criteria.",
  );
  await searchBox(page).fill("e-export");
  await expect(latestTitles(page)).toHaveText(
    filterArticles(articles, { query: "e-export", category: ALL_ARTICLES }).map((article) => article.title),
  );
});

test("the filters live in the URL: typing replaces, a category pushes, reload and Back restore", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  await categoryButton(page, "Education").click();
  await expect(page).toHaveURL("/blog?category=Education");
  await searchBox(page).pressSequentially("Business");
  await expect(page).toHaveURL("/blog?category=Education&q=Business");
  await expect(searchBox(page)).toHaveValue("Business");
  const historyLength = await page.evaluate(() => window.history.length);

  await page.reload();
  await waitForIslands(page);
  await expect(searchBox(page)).toHaveValue("Business");
  await expect(categoryButton(page, "Education")).toHaveAttribute("aria-pressed", "true");
  await expect(latestTitles(page)).toHaveText(expectedListing("Business", "Education").titles);

  await categoryButton(page, "All").click();
  await expect(page).toHaveURL("/blog?q=Business");
  await expect(latestTitles(page)).toHaveText(expectedListing("Business").titles);
  await page.goBack();
  await expect(page).toHaveURL("/blog?category=Education&q=Business");
  await expect(categoryButton(page, "Education")).toHaveAttribute("aria-pressed", "true");
  await expect(searchBox(page)).toHaveValue("Business");
  await page.goBack();
  await expect(page).toHaveURL("/blog");
  await expect(searchBox(page)).toHaveValue("");
  await expect(latestTitles(page)).toHaveCount(articles.length - 1);
  await page.goForward();
  await expect(searchBox(page)).toHaveValue("Business");
  // Typing added no history entries of its own: only the two category clicks did.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength + 1);
});

test("fast typing keeps every character and the caret", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await searchBox(page).pressSequentially("thirteen-week forecast");
  await expect(searchBox(page)).toHaveValue("thirteen-week forecast");
  await expect(page).toHaveURL("/blog?q=thirteen-week+forecast");
  await searchBox(page).press("Home");
  await searchBox(page).pressSequentially("a ");
  await expect(searchBox(page)).toHaveValue("a thirteen-week forecast");
});

test("a shared link opens with its filters, without a hydration mismatch", async ({ page }) => {
  await gotoHydrated(page, "/blog?q=tax&category=Industry+News");
  await expect(searchBox(page)).toHaveValue("tax");
  await expect(categoryButton(page, "Industry News")).toHaveAttribute("aria-pressed", "true");
  await expect(latestTitles(page)).toHaveText(expectedListing("tax", "Industry News").titles);
});

test.describe("in a British browser", () => {
  test.use({ locale: "en-GB" });

  test("dates switch to the visitor's English format after hydration; the HTML has the page's", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/blog")).text();
    const stable = formatCalendarDate(featured.date, "en");
    expect(html).toMatch(new RegExp(`<time datetime="${featured.date}">${escapeRegExp(stable)}</time>`, "i"));
    await gotoHydrated(page, "/blog");
    const british = formatCalendarDate(featured.date, "en-GB");
    expect(british).not.toBe(stable);
    await expect(featuredSection(page).locator(`time[datetime="${featured.date}"]`)).toHaveText(british);
  });
});

test.describe("in a German browser", () => {
  test.use({ locale: "de-DE" });

  test("an English page keeps its dates in English (the page's language, not the browser's)", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    await expect(featuredSection(page).locator(`time[datetime="${featured.date}"]`)).toHaveText(
      formatCalendarDate(featured.date, "en"),
    );
  });
});

test("Read More opens the prerendered article with its full text", async ({ page, request }) => {
  const second = articles.find((article) => article.slug === listed[0]?.slug);
  if (!second) throw new Error("the blog needs a second article");
  await gotoHydrated(page, "/blog");
  await page.getByRole("link", { name: `Read More about ${second.title}` }).click();
  await expect(page).toHaveURL(`/blog/${second.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
  await expectStartOfPage(page);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(second.title)} \\|`));

  const main = page.getByRole("main");
  await expect(main.getByText(second.author).first()).toBeVisible();
  await expect(main.locator(`time[datetime="${second.date}"]`)).toBeVisible();
  await expect(main.getByText(second.readTime)).toBeVisible();
  await expect(main.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([...second.tags]);
  const headings = listHtmlTexts(second.html, "h2");
  const paragraphs = listHtmlTexts(second.html, "p");
  expect(paragraphs.length).toBeGreaterThan(0);
  await expect(main.getByRole("heading", { level: 2 }).filter({ hasNotText: /^Tags$/ })).toHaveText(headings);
  for (const paragraph of paragraphs) await expect(main.getByText(paragraph)).toBeVisible();

  // The text compiled from the post's Markdown at build time, as it is.
  const html = await (await request.get(`/blog/${second.slug}`)).text();
  expect(html).toContain(second.html);
});

test("every article page is prerendered with its whole text", async ({ request }) => {
  for (const article of articles) {
    const html = await (await request.get(`/blog/${article.slug}`)).text();
    expect(html).toContain(escapeHtml(article.title));
    expect(html).toContain(article.html);
  }
});

test("previous and next links walk through the articles", async ({ page }) => {
  const [first, second, third] = articles;
  if (!first || !second || !third) throw new Error("the blog needs three articles");
  await gotoHydrated(page, `/blog/${second.slug}`);
  const pager = page.getByRole("navigation", { name: "Previous and next articles" });
  await expect(
    pager.getByRole("link", { name: new RegExp(`Previous article\\s*${escapeRegExp(third.title)}`) }),
  ).toHaveAttribute("href", `/blog/${third.slug}`);
  await pager.getByRole("link", { name: /^Next article/ }).click();
  await expect(page).toHaveURL(`/blog/${first.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await expect(pager.getByRole("link", { name: /^Next article/ })).toHaveCount(0);

  await gotoHydrated(page, `/blog/${articles[articles.length - 1]?.slug}`);
  await expect(pager.getByRole("link", { name: /^Previous article/ })).toHaveCount(0);
  await expect(pager.getByRole("link", { name: /^Next article/ })).toBeVisible();
});

test("an unknown article shows a not-found page that leads back to the blog", async ({ page }) => {
  await gotoHydrated(page, "/blog/no-such-article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
  await page.getByRole("main").getByRole("link", { name: "Go to the blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test("the RSS 2.0 feed is in the build and linked from the blog's head", async ({ page, request }) => {
  await gotoHydrated(page, "/blog");
  const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feedLink).toHaveAttribute("href", "/blog/rss.xml");

  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      titles: [...doc.querySelectorAll("item > title")].map((node) => node.textContent),
      links: [...doc.querySelectorAll("item > link")].map((node) => node.textContent ?? ""),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.titles).toEqual(articles.map((article) => article.title));
  for (const [index, link] of feed.links.entries()) {
    expect(new URL(link).pathname).toBe(`/blog/${articles[index]?.slug}`);
  }
});

test.describe("the newsletter", () => {
  function mailtoRequests(page: Page) {
    const urls: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) urls.push(request.url());
    });
    return urls;
  }

  test("Subscribe checks the address natively before anything opens", async ({ page }) => {
    const drafts = mailtoRequests(page);
    await gotoHydrated(page, "/blog");
    const newsletter = page.getByRole("region", { name: "Get new articles by email" });
    await expect(newsletter.getByText("No spam, unsubscribe at any time.")).toBeVisible();
    const email = newsletter.getByRole("textbox", { name: "Email address" });
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-address");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(newsletter.getByRole("status")).toBeEmpty();
    expect(drafts).toEqual([]);
  });

  test("Subscribe opens an email draft to the owner asking to subscribe the address", async ({ page }) => {
    const drafts = mailtoRequests(page);
    await gotoHydrated(page, "/blog");
    const owner = await readOwnerEmail(page);
    const newsletter = page.getByRole("region", { name: "Get new articles by email" });
    await newsletter.getByRole("textbox", { name: "Email address" }).fill("reader@example.org");
    await newsletter.getByRole("textbox", { name: "Email address" }).press("Enter");
    await expect.poll(() => drafts.length).toBe(1);
    const draft = new URL(drafts[0] ?? "");
    expect(decodeURIComponent(draft.pathname)).toBe(owner);
    expect(draft.searchParams.get("subject")).toBe("Newsletter subscription: reader@example.org");
    expect(draft.searchParams.get("body")).toContain("Please subscribe reader@example.org to the");
    const status = newsletter.getByRole("status");
    await expect(status).toContainText(`Your email app should now open a message to ${owner}.`);
    await expect(status.getByRole("link", { name: "Open the email draft" })).toHaveAttribute(
      "href",
      drafts[0] ?? "",
    );

    // Back from the mail app on a phone that reloaded the tab: the draft is still at hand.
    await page.reload();
    await waitForIslands(page);
    await expect(newsletter.getByRole("status")).toContainText(
      `Your subscription email to ${owner} is ready.`,
    );
    await expect(
      newsletter.getByRole("status").getByRole("link", { name: "Open the email draft" }),
    ).toHaveAttribute("href", drafts[0] ?? "");
  });

  test("the address typed survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const email = page
      .getByRole("region", { name: "Get new articles by email" })
      .getByRole("textbox", { name: "Email address" });
    await email.fill("reader@example.org");
    await page.reload();
    await waitForIslands(page);
    await expect(email).toHaveValue("reader@example.org");
  });

  test("with sessionStorage full, the box says a reload will not keep the address", async ({ page }) => {
    await page.addInitScript(fillStorage);
    await gotoHydrated(page, "/blog");
    const newsletter = page.getByRole("region", { name: "Get new articles by email" });
    await expect(newsletter).toContainText(
      "Your browser does not let this page store data, so a reload will not keep it.",
    );
    await expectNoAxeViolations(page, "blog, newsletter without storage");
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the blog has no axe violations in any state on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/blog");
    await expectNoAxeViolations(page, "blog");
    await categoryButton(page, "Career").click();
    await expect(latestSection(page).getByRole("status")).toHaveText(expectedListing("", "Career").status);
    await expectNoAxeViolations(page, "blog, one category");
    await searchBox(page).fill("nothing matches this");
    await expect(latestSection(page).getByRole("status")).toContainText("No articles found");
    await expectNoAxeViolations(page, "blog, no match");
    const newsletter = page.getByRole("region", { name: "Get new articles by email" });
    await newsletter.getByRole("textbox", { name: "Email address" }).fill("reader@example.org");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("status")).not.toBeEmpty();
    await expectNoAxeViolations(page, "blog, newsletter sent");
  });

  test(`an article and the not-found article have no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `/blog/${featured.slug}`);
    await expectNoAxeViolations(page, "article");
    await gotoHydrated(page, "/blog/missing-article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
    await expectNoAxeViolations(page, "article not found");
  });
}
