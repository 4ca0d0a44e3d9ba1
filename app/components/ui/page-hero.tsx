import { memo } from "react";

import { cn } from "~/lib/cn";

import { Container } from "./container";

/** The top band of an inner page, holding its one <h1>. */
export const PageHero = memo(function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("relative overflow-hidden border-b border-ink-100 bg-white", className)}>
      <div aria-hidden="true" className="hero-grid absolute inset-0" />
      <Container className="relative py-14 sm:py-20">
        {eyebrow ? <p className="eyebrow text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-display font-bold text-ink-950">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lead text-ink-600">{lead}</p> : null}
        {children}
      </Container>
    </div>
  );
});
