import { describe, expect, test } from "vitest";

import { listProblems, loadFixture, markdownFile, readFixtureTexts } from "../test-content.ts";
import { listCoursePlaceholders } from "./help.ts";

const HELP_YML = [
  "topics: [{ title: Getting Started, icon: rocket }, { title: Billing & Payments, icon: credit-card }]",
  "faqs:",
  "  - id: enrol",
  "    question: How do I enrol?",
  "    answer: Send a request.",
  "  - id: refund",
  "    question: Can I get a refund?",
  "    answer: Within {promises.replyTime}.",
  "quickLinks:",
  "  - title: Popular Resources",
  "    links:",
  "      - { label: Browse all courses, to: /courses }",
].join("\n");

function article(title: string, topic: string, order: number, body = "Some text.") {
  return markdownFile([`title: ${title}`, `topic: ${topic}`, `order: ${order}`, "summary: In short."], body);
}

/** content/help.yml and four articles, two per topic: a valid Help Center. */
const VALID = {
  "content/help.yml": HELP_YML,
  "content/help/first-steps.md": null,
  "content/help/choosing.md": article("Choosing a course", "Getting Started", 1),
  "content/help/enrolling.md": article("Enrolling", "Getting Started", 2),
  "content/help/paying.md": article("Paying", '"Billing & Payments"', 2),
  "content/help/invoices.md": article("Invoices", '"Billing & Payments"', 1),
};

describe("a broken Help Center stops the build with one line per problem", () => {
  test("an article whose topic is not one of help.yml's, leaving that topic empty", () => {
    expect(
      listProblems({ ...VALID, "content/help/enrolling.md": article("Enrolling", "Getting started", 2) }),
    ).toEqual([
      'content/help/enrolling.md: topic: expected one of the topics of content/help.yml ("Getting Started", "Billing & Payments"), got "Getting started"',
    ]);
    expect(
      listProblems({
        ...VALID,
        "content/help/paying.md": article("Paying", "Billing", 2),
        "content/help/invoices.md": article("Invoices", "Billing", 1),
      }),
    ).toEqual([
      'content/help.yml: topics[1]: no help article has the topic "Billing & Payments" (set `topic: Billing & Payments` in a file of content/help/, or remove the topic)',
      'content/help/invoices.md: topic: expected one of the topics of content/help.yml ("Getting Started", "Billing & Payments"), got "Billing"',
      'content/help/paying.md: topic: expected one of the topics of content/help.yml ("Getting Started", "Billing & Payments"), got "Billing"',
    ]);
  });

  // Two files cannot share a name, so two articles cannot share an address; what can clash is a place in a topic's
  // list, a page title, a question's id or a topic listed twice.
  test("two articles at the same place of a topic, or with the same title", () => {
    expect(
      listProblems({
        ...VALID,
        "content/help/enrolling.md": article("Enrolling", "Getting Started", 1),
        "content/help/paying.md": article("Invoices", '"Billing & Payments"', 2),
      }),
    ).toEqual([
      'content/help/invoices.md and content/help/paying.md: title: both files have "Invoices": change one of them',
      'content/help/enrolling.md: order: 1 is already the place of content/help/choosing.md in the topic "Getting Started"',
    ]);
  });

  test("two questions with the same id, and a topic listed twice", () => {
    const help = HELP_YML.replace("id: refund", "id: enrol").replace(
      "topics: [{ title: Getting Started, icon: rocket }, { title: Billing & Payments, icon: credit-card }]",
      "topics: [{ title: Getting Started, icon: rocket }, { title: Billing & Payments, icon: credit-card }, { title: Getting Started, icon: award }]",
    );
    expect(listProblems({ ...VALID, "content/help.yml": help })).toEqual([
      'content/help.yml: faqs[1].id: "enrol" is already the id of faqs[0]',
      'content/help.yml: topics[2]: "Getting Started" is already topics[0]',
    ]);
  });

  test("a missing field, an unknown one, a link off the site and an unknown placeholder", () => {
    expect(
      listProblems({
        ...VALID,
        "content/help.yml": HELP_YML.replace("to: /courses", "to: https://example.org").replace(
          "answer: Send a request.",
          "answer: Send a request to {site.fax}.",
        ),
        "content/help/paying.md": markdownFile(["title: Paying", 'topic: "Billing & Payments"', "sumary: x"]),
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/help\.yml: faqs\[0\]\.answer: unknown placeholder \{site\.fax\} \(known: \{site\.name\}, .*\{courses\.list\}.*; each promise also as \{promises\.name\.titleCase\}\)$/,
      ),
      'content/help.yml, line 12: quickLinks[0].links[0].to: expected a page of this site, such as /courses, got "https://example.org"',
      "content/help/paying.md: order: missing: expected a number",
      "content/help/paying.md: summary: missing: expected a text",
      "content/help/paying.md, line 4: sumary: unknown field (did you mean summary? the fields here: title, topic, order, summary, related)",
    ]);
  });
});

describe("what the build derives from the Help Center's files", () => {
  test("a renamed topic keeps the icon its entry names", () => {
    const { help } = loadFixture({
      ...VALID,
      "content/help.yml": VALID["content/help.yml"]?.replace("title: Getting Started, icon: rocket", "title: First Steps, icon: rocket") ?? null,
      ...Object.fromEntries(
        Object.entries(VALID)
          .filter(([file]) => file.startsWith("content/help/"))
          .map(([file, text]) => [file, text?.replace("topic: Getting Started", "topic: First Steps") ?? null]),
      ),
    });
    expect(help.topics.map(({ title, icon }) => ({ title, icon }))).toEqual([
      { title: "First Steps", icon: "rocket" },
      { title: "Billing & Payments", icon: "credit-card" },
    ]);
  });

  test("topics in help.yml's order, each listing its articles by `order`; the pages in the same order", () => {
    const { help, helpArticles, site } = loadFixture(VALID);
    expect(help.topics).toEqual([
      {
        title: "Getting Started",
        icon: "rocket",
        articles: [
          { slug: "choosing", title: "Choosing a course" },
          { slug: "enrolling", title: "Enrolling" },
        ],
      },
      {
        title: "Billing & Payments",
        icon: "credit-card",
        articles: [
          { slug: "invoices", title: "Invoices" },
          { slug: "paying", title: "Paying" },
        ],
      },
    ]);
    expect(helpArticles.map((page) => page.slug)).toEqual(["choosing", "enrolling", "invoices", "paying"]);
    expect(help.faqs[1]?.answer).toBe(`Within ${site.promises.replyTime}.`);
  });

  test("each article's text as HTML and as plain text for the search; related pages default to none", () => {
    const { helpArticles } = loadFixture({
      ...VALID,
      "content/help/choosing.md": article(
        "Choosing a course",
        "Getting Started",
        1,
        "## Steps\n\n1. Read the **catalogue**.\n2. Ask [us](/contact).\n\n- One\n- Two",
      ),
    });
    const [page] = helpArticles;
    expect(page?.html).toBe(
      '<h2>Steps</h2>\n<ol>\n<li>Read the <strong>catalogue</strong>.</li>\n<li>Ask <a href="/contact">us</a>.</li>\n</ol>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>',
    );
    expect(page?.text).toBe("Steps\nRead the catalogue.\nAsk us.\nOne\nTwo");
    expect(page?.related).toEqual([]);
  });

  const COURSE_FACTS = [
    { title: "Idea Development", shortTitle: "Ideas", level: "Beginner", duration: "8 weeks", price: "$180", priceAmount: 180, students: 0 },
    { title: "Company Formation", shortTitle: "Companies", level: "Intermediate", duration: "6 weeks", price: "$240", priceAmount: 240, students: 1200 },
    { title: "Export Sales", shortTitle: "Exports", level: "Advanced", duration: "4 weeks", price: "$1,299.50", priceAmount: 1299.5, students: 34 },
  ] as const;

  test("{courses.count}, {courses.topics} and {courses.list} quote the catalogue", () => {
    const placeholders = listCoursePlaceholders(COURSE_FACTS, "en", readFixtureTexts("en"), "USD");
    expect(placeholders).toEqual({
      "courses.count": "three",
      "courses.count.titleCase": "Three",
      "courses.number": "3",
      "courses.topics": "Ideas, Companies, and Exports",
      "courses.students": "1,234",
      "courses.list":
        "- Idea Development: Beginner, 8 weeks at a suggested pace, $180.\n- Company Formation: Intermediate, 6 weeks at a suggested pace, $240.\n- Export Sales: Advanced, 4 weeks at a suggested pace, $1,299.50.",
    });
  });

  test("{courses.list} in German names the levels from the dictionary and writes durations and prices by Intl", () => {
    const placeholders = listCoursePlaceholders(COURSE_FACTS, "de", readFixtureTexts("de"), "USD");
    expect(placeholders["courses.list"]).toBe(
      [
        "- Idea Development: Einstieg, 8 Wochen im empfohlenen Tempo, 180\u00a0$.",
        "- Company Formation: Mittelstufe, 6 Wochen im empfohlenen Tempo, 240\u00a0$.",
        "- Export Sales: Fortgeschritten, 4 Wochen im empfohlenen Tempo, 1.299,50\u00a0$.",
      ].join("\n"),
    );
  });
});
