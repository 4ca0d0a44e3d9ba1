import { CircleCheck } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** Replaces a form once it has been sent; `role="status"` announces it. */
export function SuccessPanel({
  title,
  children,
  className,
}: {
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn("rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8", className)}
    >
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="mt-4 text-2xl font-bold text-ink-950">{title}</h2>
      <div className="mt-3 space-y-4 text-ink-700">{children}</div>
    </div>
  );
}
