import { cn } from "~/lib/cn";

/**
 * Text compiled from a content file's Markdown at build time (scripts/content/markdown.ts, which drops raw HTML and
 * unsafe links), in the reading size of the blog's and the help center's articles: the page gets markup, never
 * a Markdown parser.
 */
export function ProseHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div
      lang={lang}
      className={cn(
        "space-y-6 text-lg leading-8 text-ink-700",
        "[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:text-ink-950",
        "[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-ink-950",
        "[&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6 [&_ol_li]:pl-1 [&_ol>li]:marker:font-semibold [&_ol>li]:marker:text-brand-700",
        "[&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-6 [&_ul_li]:pl-1 [&_ul>li]:marker:text-brand-500",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
        "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
        "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_strong]:font-semibold [&_strong]:text-ink-950",
        className,
      )}
      // Compiled and sanitized at build time from the owner's Markdown (scripts/content/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
