import { memo } from "react";

import { cn } from "~/lib/cn";

import { Container } from "./container";

const COLUMNS = { centred: "mx-auto max-w-3xl", "beside-contents": "max-w-3xl lg:ml-80" } as const;

/**
 * The top band of an inner page, holding its one <h1>. `column` sets its text in the reading column of the page
 * below it, so that the page has one left edge: `centred` for an article or help article (max-w-3xl, centred),
 * `beside-contents` for a policy, whose text starts right of its contents column on a desktop. `lang`: the title's
 * and lead's language where they are the owner's content in another language than the page's; `leadLang` the
 * lead's alone, under a title in the page's language.
 */
export const PageHero = memo(function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
  column,
  lang,
  leadLang = lang,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  column?: "centred" | "beside-contents";
  lang?: string | undefined;
  leadLang?: string | undefined;
}) {
  return (
    <div className={cn("relative overflow-hidden border-b border-ink-100 bg-white", className)}>
      <div aria-hidden="true" className="absolute inset-0 hero-grid" />
      <Container className="relative py-14 sm:py-20">
        <div className={column && COLUMNS[column]}>
          {eyebrow ? <p className="eyebrow text-brand-700">{eyebrow}</p> : null}
          <h1 lang={lang} className="mt-3 max-w-3xl text-display font-bold text-ink-950">
            {title}
          </h1>
          {lead ? (
            <p lang={leadLang} className="mt-5 max-w-2xl text-lead text-ink-600">
              {lead}
            </p>
          ) : null}
          {children}
        </div>
      </Container>
    </div>
  );
});
