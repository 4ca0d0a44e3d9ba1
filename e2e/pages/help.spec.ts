import type { Page } from "@playwright/test";

import { filterFaqs } from "../../app/lib/faq-filters";
import { describeHelpSearch, helpArticlePath, listHelpArticles } from "../../app/lib/find-help-article";
import { buildHelpSearchIndex, searchHelpArticles } from "../../app/lib/help-search";
import { translator } from "../../model/ui-texts";
import { expectWorkingContactChannels } from "../contact-channels";
import { content, englishTexts } from "../content";
import {
  expect,
  expectNoAxeViolations,
  expectStartOfPage,
  gotoHydrated,
  test,
  VIEWPORTS,
  waitForIslands,
} from "../fixtures";
import { escapeHtml, listHtmlTexts } from "../html-text";

const { faqs: HELP_FAQS, quickLinks: HELP_QUICK_LINKS, topics: HELP_TOPICS } = content.help;
const HELP_ARTICLES = listHelpArticles(HELP_TOPICS);
const t = translator(englishTexts);
const INDEX = buildHelpSearchIndex(content.helpArticles);

function helpPage(slug: string) {
  const page = content.helpArticles.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no help article ${slug}`);
  return page;
}

/** The words of a text, without punctuation, of at least `length` letters. */
function wordsOf(text: string, length = 5) {
  return text.split(/[^\p{L}]+/u).filter((word) => word.length >= length);
}

function search(query: string, index: typeof INDEX | null = INDEX) {
  return searchHelpArticles(query, HELP_ARTICLES, index);
}

function faqSection(page: Page) {
  return page.getByRole("region", { name: "Frequently Asked Questions" });
}

function faqButtons(page: Page) {
  return faqSection(page).getByRole("heading", { level: 3 }).getByRole("button");
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search frequently asked questions" });
}

test("the help topics list their article titles and counts", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const topics = page.getByRole("region", { name: "Browse Help Topics" });
  await expect(topics.getByRole("heading", { level: 3 })).toHaveText(HELP_TOPICS.map((topic) => topic.title));
  for (const topic of HELP_TOPICS) {
    const card = topics
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: topic.title }) });
    await expect(card.getByRole("listitem")).toHaveText(topic.articles.map((article) => article.title));
    const count = topic.articles.length;
    await expect(
      card.getByText(`${count} ${count === 1 ? "article" : "articles"}`, { exact: true }),
    ).toBeVisible();
    for (const article of topic.articles) {
      await expect(card.getByRole("link", { name: article.title, exact: true })).toHaveAttribute(
        "href",
        helpArticlePath(article),
      );
    }
  }
});

test("the FAQ accordion has every question, closed; one opens at a time; clicking the open one closes it", async ({
  page,
}) => {
  await gotoHydrated(page, "/help");
  const buttons = faqButtons(page);
  await expect(buttons).toHaveText(HELP_FAQS.map((faq) => faq.question));
  for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(faqSection(page).getByRole("region")).toHaveCount(0);

  const [first, second] = HELP_FAQS;
  if (!first || !second) throw new Error("the help center needs FAQs");
  const firstButton = buttons.filter({ hasText: first.question });
  const secondButton = buttons.filter({ hasText: second.question });
  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  const firstPanel = page.getByRole("region", { name: first.question });
  await expect(firstPanel).toHaveText(first.answer);
  await expect(firstButton).toHaveAttribute("aria-controls", (await firstPanel.getAttribute("id")) ?? "");

  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await expect(firstPanel).toBeHidden();
  await expect(page.getByRole("region", { name: second.question })).toHaveText(second.answer);

  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "false");
  await expect(faqSection(page).getByRole("region")).toHaveCount(0);
});

test("the accordion works from the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const buttons = faqButtons(page);
  await buttons.first().focus();
  await page.keyboard.press("Enter");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("End");
  await expect(buttons.nth(HELP_FAQS.length - 1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(buttons.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(buttons.nth(HELP_FAQS.length - 1)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(buttons.nth(0)).toBeFocused();
  // Tab leaves the headers in order, through an open panel's content.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(buttons.nth(1)).toBeFocused();
});

test("search filters the FAQ on the question or the answer, ignoring case", async ({ page }) => {
  await gotoHydrated(page, "/help");
  // From the content: a word of a question, in capitals; a word that only an answer has; three words of an answer.
  const [first, last] = [HELP_FAQS[0], HELP_FAQS.at(-1)];
  if (!first || !last) throw new Error("the help center needs FAQs");
  const answerOnly = wordsOf(last.answer).find(
    (word) => !HELP_FAQS.some((faq) => faq.question.toLowerCase().includes(word.toLowerCase())),
  );
  const cases = [
    { query: (wordsOf(last.question).at(-1) ?? "").toUpperCase(), source: last },
    { query: answerOnly ?? "", source: last },
    { query: first.answer.split(" ").slice(2, 5).join(" "), source: first },
  ];
  for (const { query, source } of cases) {
    const expected = filterFaqs(HELP_FAQS, query).map((faq) => faq.question);
    expect(expected).toContain(source.question);
    await searchBox(page).fill(query);
    await expect(faqButtons(page)).toHaveText(expected);
    await expect(faqSection(page).getByRole("status")).toHaveText(
      describeHelpSearch(search(query).length, expected.length, HELP_FAQS.length, t),
    );
  }
});

test("the query lives in the URL and survives a reload and Back", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await searchBox(page).pressSequentially("money-back guarantee");
  await expect(page).toHaveURL("/help?q=money-back+guarantee");
  await page.reload();
  await waitForIslands(page);
  await expect(searchBox(page)).toHaveValue("money-back guarantee");
  await expect(faqButtons(page)).toHaveText(
    filterFaqs(HELP_FAQS, "money-back guarantee").map((faq) => faq.question),
  );

  await gotoHydrated(page, "/help?q=device");
  await expect(searchBox(page)).toHaveValue("device");
  await expect(faqButtons(page)).toHaveText(filterFaqs(HELP_FAQS, "device").map((faq) => faq.question));
  await page.goBack();
  await expect(page).toHaveURL("/help?q=money-back+guarantee");
  await expect(searchBox(page)).toHaveValue("money-back guarantee");
});

test("no match with search text shows No results found, and Clear search brings the FAQ back", async ({
  page,
}) => {
  await gotoHydrated(page, "/help");
  await searchBox(page).fill("cryptocurrency (wallet)");
  const status = faqSection(page).getByRole("status");
  await expect(status.getByRole("heading", { name: "No results found" })).toBeVisible();
  await expect(status).toContainText(
    "Try searching with different keywords or browse our help categories above.",
  );
  await expect(faqButtons(page)).toHaveCount(0);
  await status.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL("/help");
  await expect(searchBox(page)).toHaveValue("");
  await expect(searchBox(page)).toBeFocused();
  await expect(faqButtons(page)).toHaveCount(HELP_FAQS.length);
  await expect(status).toHaveText(`${HELP_FAQS.length} questions`);
});

test("spaces alone are not search text", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await searchBox(page).fill("   ");
  await expect(faqButtons(page)).toHaveCount(HELP_FAQS.length);
  await expect(page.getByText("No results found")).toHaveCount(0);
});

test("the contact channels each do something real", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await expectWorkingContactChannels(page, page.getByRole("region", { name: "Still need help?" }));
});

test("Quick Links lead to real pages of the site", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const quickLinks = page.getByRole("complementary", { name: "Quick Links" });
  await expect(quickLinks.getByRole("heading", { level: 3 })).toHaveText(["Popular Resources", "Community"]);
  for (const link of HELP_QUICK_LINKS.flatMap((group) => group.links)) {
    await gotoHydrated(page, "/help");
    await quickLinks.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.to);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  }
});

function articleResults(page: Page) {
  return page.getByRole("region", { name: "Help articles" }).getByRole("link");
}

test("the search finds help articles by their text, not only their titles", async ({ page }) => {
  // Two words in a row of the last article's text (that no title has), as a visitor would type them.
  const source = content.helpArticles.at(-1);
  const words = source?.text.split(/\s+/) ?? [];
  const query = words
    .map((word, index) => `${word} ${words[index + 1]}`)
    .find((pair) => /^\p{L}{5,} \p{L}{5,}$/u.test(pair) && search(pair, null).length === 0);
  if (!source || !query) throw new Error("no two words of the text to search for");
  expect(search(query, null)).toEqual([]);
  const expected = search(query);
  expect(expected.map((article) => article.slug)).toContain(source.slug);
  await gotoHydrated(page, "/help");
  await expect(page.getByRole("region", { name: "Help articles" })).toHaveCount(0);
  await searchBox(page).fill(query);
  await expect(articleResults(page)).toHaveText(
    expected.map((article) => `${article.title}${article.topic}`),
  );
  await expect(faqSection(page).getByRole("status")).toHaveText(
    describeHelpSearch(expected.length, filterFaqs(HELP_FAQS, query).length, HELP_FAQS.length, t),
  );
  await expect(page.getByText("No results found")).toHaveCount(0);
  const [first] = expected;
  if (!first) throw new Error("no match");
  await articleResults(page).first().click();
  await expect(page).toHaveURL(helpArticlePath(first));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
});

test("the search finds help articles by title", async ({ page }) => {
  const article = HELP_ARTICLES[HELP_ARTICLES.length - 1];
  if (!article) throw new Error("no articles");
  await gotoHydrated(page, "/help");
  await searchBox(page).fill(article.title.toUpperCase());
  await expect(articleResults(page)).toHaveText(
    search(article.title).map((match) => `${match.title}${match.topic}`),
  );
});

test("every help article is prerendered with its text, its own title, description, canonical and breadcrumbs", async ({
  page,
  request,
}) => {
  const titles = new Set<string>();
  for (const article of HELP_ARTICLES) {
    const text = helpPage(article.slug);
    const response = await request.get(helpArticlePath(article));
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The text compiled from the article's Markdown at build time, as it is.
    expect(html).toContain(text.html);
    expect(html).toContain(escapeHtml(text.summary));
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return {
        title: doc.title,
        description: doc.querySelector('meta[name="description"]')?.getAttribute("content"),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        robots: doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((node) =>
          JSON.parse(node.textContent ?? "null"),
        ),
      };
    }, html);
    expect(head.title.startsWith(`${article.title} | `)).toBe(true);
    expect(head.description).toBe(text.summary);
    expect(new URL(head.canonical ?? "").pathname).toBe(helpArticlePath(article));
    expect(head.robots).toBeNull();
    titles.add(head.title);
    const breadcrumbs = head.jsonLd.find((data) => data?.["@type"] === "BreadcrumbList");
    expect(
      breadcrumbs?.itemListElement.map((item: { name: string; item: string }) => [
        item.name,
        new URL(item.item).pathname,
      ]),
    ).toEqual([
      ["Home", "/"],
      ["Help Center", "/help"],
      [article.title, helpArticlePath(article)],
    ]);
  }
  expect(titles.size).toBe(HELP_ARTICLES.length);
});

test("a topic's article opens from the Help Center and ends with a way to support", async ({ page }) => {
  const [topic] = HELP_TOPICS;
  const article = topic?.articles[1];
  if (!topic || !article) throw new Error("the help center needs articles");
  const text = helpPage(article.slug);
  await gotoHydrated(page, "/help");
  await page
    .getByRole("region", { name: "Browse Help Topics" })
    .getByRole("link", { name: article.title })
    .click();
  await expect(page).toHaveURL(helpArticlePath(article));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expectStartOfPage(page);
  await expect(page.getByRole("main").getByText(text.summary)).toBeVisible();
  for (const heading of listHtmlTexts(text.html, "h2")) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  const more = page.getByRole("region", { name: `More in ${topic.title}` });
  await expect(more.getByRole("link")).toHaveText(
    topic.articles.filter((other) => other.slug !== article.slug).map((other) => other.title),
  );

  const end = page.getByRole("region", { name: "Still have a question?" });
  await end.getByRole("link", { name: "Contact support" }).click();
  await expect(page).toHaveURL("/support");
});

test("an unknown help article shows a not-found page that leads to the Help Center and support", async ({
  page,
}) => {
  await gotoHydrated(page, "/help/no-such-article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help article not found");
  await expect(page).toHaveTitle(/^Help article not found \| /);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/support");
  await main.getByRole("link", { name: "Go to the Help Center" }).click();
  await expect(page).toHaveURL("/help");
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a help article and the not-found help article have no axe violations on a ${name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const article = HELP_ARTICLES[0];
    await gotoHydrated(page, helpArticlePath(article ?? { slug: "missing", title: "" }));
    await expectNoAxeViolations(page, "help article");
    await gotoHydrated(page, "/help/missing-article");
    await expectNoAxeViolations(page, "help article not found");
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the help center has no axe violations in any state on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/help");
    await expectNoAxeViolations(page, "help");
    await faqButtons(page).first().click();
    await expectNoAxeViolations(page, "help, one answer open");
    await searchBox(page).fill(HELP_ARTICLES[0]?.title ?? "");
    await expect(articleResults(page).first()).toBeVisible();
    await expectNoAxeViolations(page, "help, articles found");
    await searchBox(page).fill("no question says this");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expectNoAxeViolations(page, "help, no results");
  });
}
