import { FileQuestion } from "~/components/ui/icons";

import { EmptyState } from "./empty-state";
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
        <EmptyState icon={FileQuestion} description={hint}>
          {children}
        </EmptyState>
      </Section>
    </>
  );
}
