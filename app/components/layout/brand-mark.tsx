import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** The logo: a compass-like mark and the brand name, linking home. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <a href="/" className={cn("inline-flex min-h-11 items-center gap-2.5 font-bold text-ink-950", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="9" className="fill-brand-700" />
        <path d="M9 22.5 16 8l7 14.5-7-3.6-7 3.6Z" className="fill-white" />
        <path d="M16 8v10.9l-7 3.6L16 8Z" className="fill-brand-200" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{site.name}</span>
    </a>
  );
}
