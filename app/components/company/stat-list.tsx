import { cn } from "~/lib/cn";

import type { Stat } from "../../../model/schemas/company";

const TONES = {
  light: {
    item: "border border-ink-200 bg-white shadow-card",
    value: "text-ink-950",
    label: "text-ink-600",
  },
  brand: {
    item: "bg-white/10 ring-1 ring-white/20 ring-inset",
    value: "text-white",
    label: "text-brand-100",
  },
} as const;

/** Figures with their labels; each label is the term, its figure the description (read "Courses: 4"). */
export function StatList({
  stats,
  tone = "light",
  className,
}: {
  stats: ReadonlyArray<Stat>;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const styles = TONES[tone];
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end gap-1 rounded-card px-4 py-5 sm:px-6 sm:py-6",
            styles.item,
          )}
        >
          <dt className={cn("text-sm font-medium", styles.label)}>{stat.label}</dt>
          <dd className={cn("text-3xl font-bold tracking-tight tabular-nums sm:text-4xl", styles.value)}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
