import { describe, expect, test } from "vitest";

import { countWords, renderMarkdown, toPlainText } from "./markdown.ts";

describe("renderMarkdown", () => {
  test("headings, paragraphs, lists, emphasis, quotes and links become their elements", () => {
    expect(
      renderMarkdown(
        "## Plan\n\nA *short* and **clear** [plan](/courses).\n\n> Cash is a fact.\n\n1. One\n2. Two\n\n- A\n- B",
      ),
    ).toBe(
      [
        "<h2>Plan</h2>",
        '<p>A <em>short</em> and <strong>clear</strong> <a href="/courses">plan</a>.</p>',
        "<blockquote>",
        "<p>Cash is a fact.</p>",
        "</blockquote>",
        "<ol>",
        "<li>One</li>",
        "<li>Two</li>",
        "</ol>",
        "<ul>",
        "<li>A</li>",
        "<li>B</li>",
        "</ul>",
      ].join("\n"),
    );
  });

  test("raw HTML in the owner's text is shown as text, never run as markup", () => {
    expect(renderMarkdown('<script>alert("x")</script>\n\nHi <img src=x onerror="alert(1)"> there')).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n<p>Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt; there</p>",
    );
  });

  test("a javascript: or data: link is refused: its text stays, no link is made", () => {
    const html = renderMarkdown(
      "[Click](javascript:alert(1)) and [this](data:text/html,x) and [ok](JAVASCRIPT:x)",
    );
    expect(html).not.toContain("<a");
    expect(html).toBe(
      "<p>[Click](javascript:alert(1)) and [this](data:text/html,x) and [ok](JAVASCRIPT:x)</p>",
    );
  });

  test("web links leave the site safely; email, phone and own pages are kept as they are", () => {
    expect(
      renderMarkdown("[a](https://example.org) [b](mailto:a@b.org) [c](tel:+12020100199) [d](/help)"),
    ).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer">a</a> <a href="mailto:a@b.org">b</a> <a href="tel:+12020100199">c</a> <a href="/help">d</a></p>',
    );
  });

  test("images load lazily from the site or https; others are dropped", () => {
    expect(renderMarkdown("![A chart](/images/chart.svg)")).toBe(
      '<p><img src="/images/chart.svg" alt="A chart" loading="lazy"></p>',
    );
    expect(renderMarkdown("![x](http://example.org/a.png)")).toBe("<p></p>");
  });
});

describe("toPlainText and countWords", () => {
  test("the words of the text without its markup, one line per block", () => {
    const text = "## Plan\n\nA *short* [plan](/courses) with `code`.\n\n- One\n- Two ![img](/a.svg)";
    expect(toPlainText(text)).toBe("Plan\nA short plan with code.\nOne\nTwo ");
    expect(countWords(text)).toBe(8);
  });
});
