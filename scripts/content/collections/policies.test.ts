import { afterEach, beforeEach, expect, test } from "vitest";

import { loadContent } from "../load.ts";
import { ContentCopy } from "../test-content.ts";

const FILE = "content/policies/cookies.md";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

function policyFile(
  body: string,
  front = "title: Cookie Policy\nsummary: No cookies.\nlastUpdated: 2025-08-17",
) {
  return `---\n${front}\n---\n\n${body}\n`;
}

test("each ## heading starts a section whose id comes from its words, unique on the page", () => {
  copy.write(
    FILE,
    policyFile(
      "## In short\n\nNo cookies, *ever*.\n\n## Contact us\n\nWrite to {site.email}.\n\n## In short\n\n- one\n- two\n\n```\n## not a heading\n```",
    ),
  );
  const { site, policies } = loadContent(copy.root, {});
  const cookies = policies.pages.cookies;
  expect(cookies.sections).toEqual([
    { id: "in-short", title: "In short", html: "<p>No cookies, <em>ever</em>.</p>" },
    // The page's own contact block has the id contact-us.
    { id: "contact-us-2", title: "Contact us", html: `<p>Write to ${site.email}.</p>` },
    {
      id: "in-short-2",
      title: "In short",
      html: "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<pre><code>## not a heading\n</code></pre>",
    },
  ]);
  expect(cookies).toMatchObject({ lastUpdated: "2025-08-17", lastUpdatedText: "August 17, 2025" });
  expect(policies.menu.map((entry) => entry.type)).toEqual(["privacy", "terms", "cookies", "refund"]);
});

test("{if site.formEndpoint} keeps its lines only when a form service is set, {else} the others", () => {
  copy.write(
    FILE,
    policyFile(
      "## Forms\n\n{if site.formEndpoint}\nSent to a form service.\n{else}\nPrepared as an email.\n{end}",
    ),
  );
  const html = (env: Record<string, string>) =>
    loadContent(copy.root, env).policies.pages.cookies.sections[0]?.html;
  expect(html({})).toBe("<p>Prepared as an email.</p>");
  expect(html({ SITE_FORM_ENDPOINT: "https://forms.example.net/f/1" })).toBe(
    "<p>Sent to a form service.</p>",
  );
});

test("an unknown field, a missing field and a date that is not a date are each one line", () => {
  copy.write(
    FILE,
    policyFile("## In short\n\nNone.", "title: Cookie Policy\nlastUpdated: August 17, 2025\nowner: Legal"),
  );
  expect(copy.problems()).toEqual([
    `${FILE}: summary: missing: expected a text`,
    `${FILE}, line 3: lastUpdated: expected a date written as YYYY-MM-DD, got "August 17, 2025"`,
    `${FILE}, line 4: owner: unknown field (the fields here: title, summary, lastUpdated)`,
  ]);
});

test("an unknown placeholder in the text names the known ones", () => {
  copy.write(FILE, policyFile("## In short\n\nWe reply within {promises.replyTme}."));
  const [line, ...rest] = copy.problems();
  expect(rest).toEqual([]);
  expect(line).toMatch(
    new RegExp(
      `^${FILE}: body: unknown placeholder \\{promises\\.replyTme\\} \\(known: .*\\{promises\\.replyTime\\}.*\\)$`,
    ),
  );
});

test("text before the first section, an empty section and a # heading", () => {
  copy.write(FILE, policyFile("Some words.\n\n## In short\n\n## Details\n\n# Big\n\nText."));
  expect(copy.problems()).toEqual([
    `${FILE}: text before the first section: start the policy with a ## heading (the summary goes in summary:)`,
    `${FILE}: section "In short" has no text`,
    `${FILE}: section "Details": a # heading or an underlined one; use ## for a section and ### inside one`,
  ]);
});

test("an unknown condition and unbalanced markers", () => {
  copy.write(
    FILE,
    policyFile(
      "## In short\n\nAlways.\n\n{if site.chat}\nA.\n{end}\n{end}\n{if site.formEndpoint}\nB.",
    ),
  );
  expect(copy.problems()).toEqual([
    `${FILE}: unknown condition {if site.chat} (known: {if site.formEndpoint}, {if site.analytics}, {if site.newsletter})`,
    `${FILE}: {end} without an {if …} line before it`,
    `${FILE}: {if site.formEndpoint} is not closed by an {end} line`,
  ]);
});

test("a policy file that is missing, and one that is not a policy", () => {
  copy.remove("content/policies/refund.md");
  copy.write("content/policies/shipping.md", policyFile("## In short\n\nNone."));
  expect(copy.problems()).toEqual([
    "content/policies/shipping.md: not one of the policies: expected privacy.md, terms.md, cookies.md, refund.md",
    "content/policies/refund.md: the file is missing or cannot be read",
  ]);
});
