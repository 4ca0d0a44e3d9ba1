import MarkdownIt from "markdown-it";

import type { ContentFiles } from "./files.ts";

/** Links may go to the site's own pages, the web, email and phone; anything else (javascript:, data:) is refused. */
const SAFE_LINK = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

// Raw HTML in a file is shown as text, never as markup: the owner's Markdown is not trusted with the page.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

const renderLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet("href") ?? "");
  if (token && /^https?:\/\//i.test(href)) token.attrSet("rel", "noopener noreferrer");
  return renderLink
    ? renderLink(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/** Where a Markdown text comes from: its images are checked against the content's public/, problems named by file. */
export type MarkdownSource = { files: ContentFiles; file: string };

const renderImage = markdown.renderer.rules.image;
// An image becomes the markup ContentImages gives it (sized, resized copies in srcset), or a problem of its file.
// Without a source (the editor's preview, in the browser) it stays a plain lazy <img> of the site's own files.
markdown.renderer.rules.image = (tokens, index, options, given, self) => {
  const env = (given ?? {}) as Partial<MarkdownSource>;
  const token = tokens[index];
  if (!token) return "";
  const src = String(token.attrGet("src") ?? "");
  if (!env.files || !env.file) {
    if (!/^\/(?!\/)/.test(src)) return "";
    token.attrSet("loading", "lazy");
    return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
  }
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const result = env.files.images.render(src, alt, String(token.attrGet("title") ?? ""));
  if ("html" in result) return result.html;
  const line = env.files.lineOf(env.file, [src, safeDecode(src)]);
  env.files.problems.add({ file: env.file, ...(line ? { line } : {}), message: result.problem });
  return "";
};

function safeDecode(text: string) {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * The HTML of a Markdown text, compiled at build time: pages receive markup, never a Markdown parser. Its images'
 * problems (a missing file, another website's image) are recorded for `source.file`; the editor's preview, which
 * has no files to read, passes no source.
 */
export function renderMarkdown(text: string, source?: MarkdownSource): string {
  return markdown.render(text, source ?? {}).trim();
}

/**
 * The text of a Markdown text without its markup, one line per block (paragraph, heading, list item): what a
 * search index or a word count reads. Images add nothing.
 */
export function toPlainText(text: string): string {
  return markdown
    .parse(text, {})
    .filter((token) => token.type === "inline")
    .map((token) =>
      (token.children ?? [])
        .map((child) => {
          if (child.type === "text" || child.type === "code_inline") return child.content;
          return child.type === "softbreak" || child.type === "hardbreak" ? " " : "";
        })
        .join(""),
    )
    .join("\n");
}

/** The words of a Markdown text (for read times), without markup. */
export function countWords(text: string): number {
  return toPlainText(text).split(/\s+/).filter(Boolean).length;
}
