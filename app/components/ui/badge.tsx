import { cn } from "~/lib/cn";

const BADGE_TONES = {
  brand: "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset",
  neutral: "bg-ink-100 text-ink-700",
};

export function Badge({
  className,
  tone = "brand",
  ...props
}: React.ComponentProps<"span"> & { tone?: keyof typeof BADGE_TONES }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide",
        BADGE_TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
