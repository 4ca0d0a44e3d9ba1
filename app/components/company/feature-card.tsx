import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** An icon, a short title and a paragraph: values, mission pillars, career perks. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("h-full rounded-card border border-ink-200 bg-white p-6 shadow-card", className)}>
      <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink-950">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-ink-600">{children}</p>
    </div>
  );
}
