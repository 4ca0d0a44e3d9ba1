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
            <ul key={block.join()} className="bullet-list space-y-2">
              {block.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
