import type { PolicySection } from "../../../model/schemas/policies.ts";

/**
 * One titled section of a policy: its text compiled from content/policies/ at build time (raw HTML dropped, links
 * checked: scripts/content/markdown.ts), in the policies' reading size, lists with the site's dot bullets.
 */
/** `lang`: the section's language where it is not the page's (the owner's text on another language's page). */
export function PolicySectionView({ section, lang }: { section: PolicySection; lang?: string }) {
  return (
    <section aria-labelledby={section.id} lang={lang} className="break-inside-avoid-page">
      <h2 id={section.id} className="text-2xl font-bold text-ink-950">
        {section.title}
      </h2>
      <div
        className="mt-4 space-y-4 leading-7 text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-950 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink-950 [&_ul]:space-y-2 [&_ul>li]:relative [&_ul>li]:pl-4.5 [&_ul>li]:before:absolute [&_ul>li]:before:top-2.5 [&_ul>li]:before:left-0 [&_ul>li]:before:size-1.5 [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-brand-600"
        // Compiled and sanitized at build time from the owner's Markdown (scripts/content/markdown.ts).
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
    </section>
  );
}
