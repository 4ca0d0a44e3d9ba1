import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * What a filtered list shows when nothing matches, or a missing page (MissingPage) below its hero: an icon, a
 * title unless the page's own says it, a hint and usually a way out.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: IconComponent;
  title?: string;
  description?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("empty-state", className)}>
      <Icon className="size-10 text-ink-400" />
      {title ? <h2 className="mt-4 text-xl font-bold text-ink-950">{title}</h2> : null}
      {description ? (
        <p className={title ? "mt-2 max-w-md text-ink-600" : "mt-4 max-w-md text-ink-600"}>{description}</p>
      ) : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
