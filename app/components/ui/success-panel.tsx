import { CircleCheck } from "~/components/ui/icons";
import { useFocusOnMount } from "~/hooks/use-focus-on-mount";
import { cn } from "~/lib/cn";

/** Replaces a form once it has been sent; `role="status"` announces it, and its heading takes focus. */
export function SuccessPanel({
  title,
  focusOnMount = true,
  children,
  className,
}: {
  title: string;
  focusOnMount?: boolean;
  children?: React.ReactNode;
  className?: string;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <div
      role="status"
      className={cn("rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8", className)}
    >
      <CircleCheck className="size-10 text-brand-700" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-950">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-ink-700">{children}</div>
    </div>
  );
}
