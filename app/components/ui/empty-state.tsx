import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** What a filtered list shows when nothing matches: an icon, a title, a hint and usually a way out. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: IconComponent;
  title: string;
  description?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-card border border-dashed border-ink-300 bg-white px-6 py-14 text-center",
        className,
      )}
    >
      <Icon className="size-10 text-ink-400" />
      <h2 className="mt-4 text-xl font-bold text-ink-950">{title}</h2>
      {description ? <p className="mt-2 max-w-md text-ink-600">{description}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
