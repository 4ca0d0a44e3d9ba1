import { Check } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** A checked list of a course's features (the cards show the first 2, the detail header the first 6). */
export function CourseFeatureList({
  features,
  lang,
  className,
}: {
  features: ReadonlyArray<string>;
  /** Set when the features are still the original's on a further language's page (originalLangOf). */
  lang?: string | undefined;
  className?: string;
}) {
  return (
    <ul lang={lang} className={cn("space-y-2 text-sm text-ink-700", className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
