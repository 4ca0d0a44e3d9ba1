import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";

import { ContentFiles } from "./files.ts";
import { countWords, renderMarkdown, toPlainText } from "./markdown.ts";
import { formatProblem, ProblemList } from "./problems.ts";

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

  test("without a source (the editor's preview) an image of the site loads lazily as it is; others are dropped", () => {
    expect(renderMarkdown("![A chart](/images/chart.svg)")).toBe(
      '<p><img src="/images/chart.svg" alt="A chart" loading="lazy"></p>',
    );
    expect(renderMarkdown("![x](https://example.org/a.png)")).toBe("<p></p>");
  });
});

describe("toPlainText and countWords", () => {
  test("the words of the text without its markup, one line per block", () => {
    const text = "## Plan\n\nA *short* [plan](/courses) with `code`.\n\n- One\n- Two ![img](/a.svg)";
    expect(toPlainText(text)).toBe("Plan\nA short plan with code.\nOne\nTwo ");
    expect(countWords(text)).toBe(8);
  });
});

describe("images in the Markdown the build compiles", () => {
  const root = mkdtempSync(path.join(tmpdir(), "markdown-images-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const FILE = "content/blog/pricing.md";

  /** The HTML of a post whose body is `body` (its front matter takes lines 1-3), and the build's problems. */
  function compile(body: string) {
    mkdirSync(path.join(root, "content/blog"), { recursive: true });
    writeFileSync(path.join(root, FILE), `---\ntitle: Pricing\n---\n${body}`);
    const files = new ContentFiles(root, new ProblemList());
    const html = renderMarkdown(body, { files, file: FILE });
    return { html, problems: files.problems.problems.map(formatProblem), files };
  }

  async function writeImage(file: string, width: number, height: number, format: "png" | "jpeg") {
    mkdirSync(path.dirname(path.join(root, "public", file)), { recursive: true });
    const image = sharp({ create: { width, height, channels: 3, background: "#2f6f4f" } });
    await image[format]().toFile(path.join(root, "public", file));
  }

  test("a missing file stops the build naming the content file and its line", () => {
    const { html, problems } = compile("Intro.\n\nMore text.\n![A chart](/images/blog/missing.png)\n");
    expect(problems).toEqual([
      `${FILE}, line 7: the image /images/blog/missing.png: there is no file public/images/blog/missing.png`,
    ]);
    expect(html).not.toContain("<img");
  });

  test("an image on another website is refused with what to do instead", () => {
    const { problems } = compile("Intro.\n\n![A chart](https://cdn.example.org/chart.png)\n");
    expect(problems).toEqual([
      `${FILE}, line 6: the image https://cdn.example.org/chart.png is on another website: upload it instead (to public/images/blog/, or with the editor's image button) and write its path, such as ![A chart](/images/blog/chart.png); pages show only the site's own images`,
    ]);
  });

  test("a drawing is shown as it is, with the width and height its file gives", () => {
    mkdirSync(path.join(root, "public/images/blog"), { recursive: true });
    writeFileSync(
      path.join(root, "public/images/blog/flow.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>',
    );
    const { html, problems } = compile('![Cash flow](/images/blog/flow.svg "The cycle")');
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<p><img src="/images/blog/flow.svg" alt="Cash flow" title="The cycle" loading="lazy" decoding="async" width="640" height="360"></p>',
    );
  });

  test("a photo's markup names its file for Astro's image service, sized as its largest copy", async () => {
    await writeImage("/images/blog/team.jpg", 2000, 1500, "jpeg");
    const { html, problems } = compile("![Our team](/images/blog/team.jpg)");
    expect(problems).toEqual([]);
    const img = new DOMParser().parseFromString(html, "text/html").querySelector("p > img");
    // app/lib/photos.ts replaces it with a <picture> of the copies (e2e/content/content-build.spec.ts).
    expect(img?.getAttribute("data-photo")).toBe(path.join(root, "public/images/blog/team.jpg"));
    expect(img?.hasAttribute("src")).toBe(false);
    // The largest copy's size, in the photo's proportions: the page reserves its space before it loads.
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1536", "1152"]);
    expect(img?.getAttribute("alt")).toBe("Our team");
  });

  test("a photo narrower than the column keeps its own width, never enlarged", async () => {
    await writeImage("/images/blog/badge.png", 600, 200, "png");
    const { html } = compile("![Badge](/images/blog/badge.png)");
    expect(html).toMatch(/<img data-photo="[^"]*badge\.png" alt="Badge" loading="lazy" decoding="async" width="600" height="200">/);
  });

});
