import { FileQuestion } from "~/components/ui/icons";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/** The page an unknown slug gets (a blog or help article): what happened, and the ways on in `children`. */
export function MissingPage({
  eyebrow,
  title,
  lead,
  hint,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <Section>
        <div className="flex flex-col items-center rounded-card border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
          <FileQuestion className="size-10 text-ink-400" />
          <p className="mt-4 max-w-md text-ink-600">{hint}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </Section>
    </>
  );
}
