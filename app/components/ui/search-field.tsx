import { Search } from "~/components/ui/icons";
import { useId } from "react";
import { cn } from "~/lib/cn";
import { Input } from "./field";

/** A search box with a magnifier icon and a label for assistive technology (the placeholder is not a label). */
export function SearchField({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "id"> & { label: string }) {
  const id = useId();
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-500" />
      <Input id={id} type="search" autoComplete="off" className="min-h-12 pl-11" {...props} />
    </div>
  );
}
