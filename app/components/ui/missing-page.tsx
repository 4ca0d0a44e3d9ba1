import { FileQuestion } from "~/components/ui/icons";

import { EmptyState } from "./empty-state";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/**
 * The page an unknown slug gets (a blog or help article): what happened, and the ways on in `children`.
 * `titleLang`: the title's language where it is the owner's text still in the original (a retired course's name),
 * under a lead in the page's language, `lang`.
 */
export function MissingPage({
  eyebrow,
  title,
  titleLang,
  lang,
  lead,
  hint,
  children,
}: {
  eyebrow: string;
  title: string;
  titleLang?: string | undefined;
  lang?: string;
  lead: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        lang={titleLang}
        leadLang={titleLang ? lang : undefined}
      />
      <Section>
        <EmptyState icon={FileQuestion} description={hint}>
          {children}
        </EmptyState>
      </Section>
    </>
  );
}
