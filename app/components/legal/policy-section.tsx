import type { PolicySection } from "~/content/policy-texts";

/** One titled section of a policy: paragraphs, and bulleted lists where the content has them. */
export function PolicySectionView({ section }: { section: PolicySection }) {
  return (
    <section aria-labelledby={section.id} className="break-inside-avoid-page">
      <h2 id={section.id} className="text-2xl font-bold text-ink-950">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-ink-700">
        {section.body.map((block) =>
          typeof block === "string" ? (
            <p key={block}>{block}</p>
          ) : (
            <ul key={block.join()} className="space-y-2">
              {block.map((item) => (
                <li key={item} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
