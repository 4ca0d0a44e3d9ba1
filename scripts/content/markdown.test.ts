import { describe, expect, test } from "vitest";
import { countWords, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  test("compiles headings, lists, links, emphasis and quotes", () => {
    const html = renderMarkdown(
      "## Week 1\n\nTalk to **ten** people, _not_ friends.\n\n- one\n- two\n\n1. first\n\n> A quote\n\n[Courses](/courses)",
    );
    expect(html).toContain("<h2>Week 1</h2>");
    expect(html).toContain("<strong>ten</strong>");
    expect(html).toContain("<em>not</em>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<ol>\n<li>first</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/courses">Courses</a>');
  });

  test("owner-written HTML is shown as text, never as markup", () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  test("refuses links that would run code and marks links to other sites", () => {
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("<a");
    expect(renderMarkdown("[x](data:text/html,hi)")).not.toContain("<a");
    expect(renderMarkdown("[x](//evil.example/)")).not.toContain("<a");
    expect(renderMarkdown("[Docs](https://developer.mozilla.org/)")).toContain(
      '<a href="https://developer.mozilla.org/" rel="noopener noreferrer">Docs</a>',
    );
    expect(renderMarkdown("[Email](mailto:hello@example.com)")).toContain('href="mailto:hello@example.com"');
  });

  test("images load lazily from the site or https only", () => {
    expect(renderMarkdown("![Chart](/images/blog/chart.svg)")).toContain(
      '<img src="/images/blog/chart.svg" alt="Chart" loading="lazy">',
    );
    expect(renderMarkdown("![x](http://plain.example/x.png)")).not.toContain("<img");
  });
});

test("countWords counts the words a reader reads, not the markup", () => {
  expect(countWords("## A title\n\nSome **bold** [link text](https://example.com/a-b-c) here.")).toBe(7);
});
