import MarkdownIt from "markdown-it";

/** Links may go to the site's own pages, the web, email and phone; anything else (javascript:, data:) is refused. */
const SAFE_LINK = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
/** Images come from the site's own files or an https address. */
const SAFE_IMAGE = /^(?:\/(?!\/)|https:\/\/)/i;

// Raw HTML in a file is shown as text, never as markup: the owner's Markdown is not trusted with the page.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = (url) => SAFE_LINK.test(url.trim()) || SAFE_IMAGE.test(url.trim());

const renderLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet("href") ?? "");
  if (token && /^https?:\/\//i.test(href)) token.attrSet("rel", "noopener noreferrer");
  return renderLink
    ? renderLink(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

const renderImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && !SAFE_IMAGE.test(String(token.attrGet("src") ?? ""))) return "";
  token?.attrSet("loading", "lazy");
  return renderImage
    ? renderImage(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/** The HTML of a Markdown text, compiled at build time: pages receive markup, never a Markdown parser. */
export function renderMarkdown(text: string): string {
  return markdown.render(text).trim();
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
