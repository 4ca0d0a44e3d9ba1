import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";
import { expect, test } from "vitest";

import { REPOSITORY_ROOT } from "./content/load.ts";

const markdown = new MarkdownIt({ html: true });

function listFiles(folder: string, pattern: RegExp): string[] {
  const absolute = path.join(REPOSITORY_ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(folder, name));
}

const GUIDES = ["README.md", "content/README.md", ...listFiles("docs", /\.md$/)];
const COMMENTED = [
  ...listFiles("content", /\.(?:ya?ml|md)$/),
  ...listFiles(".github/workflows", /\.ya?ml$/),
  ...listFiles("deploy", /\.(?:conf|mjs)$/),
];

function listHeadings(file: string) {
  const tokens = markdown.parse(readFileSync(path.join(REPOSITORY_ROOT, file), "utf8"), {});
  return tokens.flatMap((token, index) => {
    const inline = tokens[index + 1];
    if (token.type !== "heading_open" || !inline) return [];
    return [(inline.children ?? []).map((child) => child.content).join("")];
  });
}

function listAnchors(file: string) {
  const slugger = new GithubSlugger();
  return listHeadings(file).map((heading) => slugger.slug(heading));
}

function listLinks(file: string) {
  const hrefs: string[] = [];
  const visit = (tokens: ReturnType<typeof markdown.parse>) => {
    for (const token of tokens) {
      if (token.type === "link_open") hrefs.push(String(token.attrGet("href") ?? ""));
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(readFileSync(path.join(REPOSITORY_ROOT, file), "utf8"), {}));
  return hrefs;
}

function checkLink(file: string, href: string) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return null;
  const [target = "", anchor] = href.split("#");
  // A link to a page of the site (/courses) is the site's, not a file's.
  if (target.startsWith("/")) return null;
  const resolved = target ? path.join(path.dirname(file), decodeURIComponent(target)) : file;
  if (!existsSync(path.join(REPOSITORY_ROOT, resolved))) return `${file}: ${href}: there is no ${resolved}`;
  if (anchor === undefined) return null;
  if (statSync(path.join(REPOSITORY_ROOT, resolved)).isDirectory() || !resolved.endsWith(".md"))
    return `${file}: ${href}: an anchor in a file that has no headings`;
  return listAnchors(resolved).includes(anchor)
    ? null
    : `${file}: ${href}: ${resolved} has no heading #${anchor}`;
}

function checkReferences(file: string) {
  const text = readFileSync(path.join(REPOSITORY_ROOT, file), "utf8")
    // A comment's reference may run over two lines.
    .replace(/\n\s*(?:#|\/\/|\*)\s*/g, " ")
    .replace(/\s+/g, " ");
  return [...text.matchAll(/([\w./-]*README\.md|docs\/[\w./-]+\.md)"?,? "([^"]+)"/g)].flatMap(
    ([, target = "", name = ""]) => {
      if (!existsSync(path.join(REPOSITORY_ROOT, target)))
        return [`${file}: ${target}, "${name}": there is no ${target}`];
      const headings = listHeadings(target).map((heading) => heading.toLowerCase());
      return headings.some((heading) => heading.startsWith(name.toLowerCase()))
        ? []
        : [`${file}: ${target}, "${name}": ${target} has no section of that name`];
    },
  );
}

test("every relative link and #anchor of README.md, docs/ and content/README.md resolves", () => {
  expect(GUIDES.length).toBeGreaterThan(3);
  const broken = GUIDES.flatMap((file) => listLinks(file).flatMap((href) => checkLink(file, href) ?? []));
  expect(broken).toEqual([]);
});

test('every reference to a section ("docs/deploy.md, \\"Form services\\"") names a heading of that file', () => {
  const broken = [...new Set([...GUIDES, ...COMMENTED])].flatMap(checkReferences);
  expect(broken).toEqual([]);
});
