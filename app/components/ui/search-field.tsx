import { Search } from "~/components/ui/icons";
import { useId } from "react";
import { cn } from "~/lib/cn";
import { Input } from "./field";

/** Each variant's classes for the field's parts: the wrapper, the label, the magnifier and the box. */
const VARIANTS = {
  /** Alone in a page's hero: the placeholder says what to type, the label is for assistive technology. */
  hero: { field: "", label: "sr-only", icon: "size-5", input: "min-h-12 pl-11" },
  /** In a bar beside other labelled controls: the label shows above the box, as theirs do. */
  toolbar: {
    field: "flex flex-col gap-1.5",
    label: "text-sm font-semibold text-ink-800",
    icon: "size-4",
    input: "h-12 pl-10",
  },
} as const;

/**
 * The site's search box: a magnifier icon and a label (the placeholder is not one). Bound to the URL by
 * `useUrlFilters`, whose `searchField` gives it its value, its change handler and its ref.
 */
export function SearchField({
  label,
  variant = "hero",
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "id"> & { label: string; variant?: keyof typeof VARIANTS }) {
  const id = useId();
  const classes = VARIANTS[variant];
  return (
    <div className={cn(classes.field, className)}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className="relative">
        <Search
          className={cn(
            "pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-500",
            classes.icon,
          )}
        />
        <Input id={id} type="search" autoComplete="off" className={classes.input} {...props} />
      </div>
    </div>
  );
}
