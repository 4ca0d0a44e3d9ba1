import { useId } from "react";

import { Search } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

import { Input } from "./field";

/**
 * The site's search box: a magnifier icon and a label (the placeholder is not one). Bound to the URL by
 * `useUrlFilters`, whose `searchField` gives it its value, its change handler and its ref. Two variants: `hero`,
 * alone in a page's hero, its label for assistive technology only; `toolbar`, beside other labelled controls,
 * its label shown above the box as theirs are, with a smaller icon.
 */
export function SearchField({
  label,
  variant = "hero",
  className,
  id: givenId,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & { label: string; variant?: "hero" | "toolbar" }) {
  // An id of its own unless the page gives one (another island focuses the box by it).
  const ownId = useId();
  const id = givenId ?? ownId;
  const toolbar = variant === "toolbar";
  return (
    <div className={cn(toolbar ? "flex flex-col gap-1.5" : "relative", className)}>
      <label htmlFor={id} className={toolbar ? "text-sm font-semibold text-ink-800" : "sr-only"}>
        {label}
      </label>
      <div className="relative">
        <Search
          className={cn(
            "pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-500",
            toolbar ? "size-4" : "size-5",
          )}
        />
        <Input
          id={id}
          type="search"
          autoComplete="off"
          className={toolbar ? "h-12 pl-10" : "min-h-12 pl-11"}
          {...props}
        />
      </div>
    </div>
  );
}
