import { loadContent } from "../scripts/content/load.ts";

/** The content files as the build reads them: what the tests expect the pages to show. */
export const content = loadContent();

/** The text of an HTML fragment of the content (compiled Markdown), as a page shows it. */
export function textOfHtml(html: string) {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The texts of the elements `tag` (h2, p, li) of compiled Markdown, in order. */
export function listHtmlTexts(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((match) =>
    textOfHtml(match[1] ?? ""),
  );
}
