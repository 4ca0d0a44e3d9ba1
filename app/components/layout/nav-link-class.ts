import { cn } from "~/lib/cn";

/** Header link styles; `active` marks the current page (its link also carries aria-current="page"). */
export function navLinkClass(active: boolean, variant: "dropdown" | "inline" = "dropdown") {
  return cn(
    "inline-flex min-h-11 items-center rounded-control px-3 text-sm font-medium transition-colors",
    variant === "inline" && "text-base",
    active ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
  );
}
