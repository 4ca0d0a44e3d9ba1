import { useId } from "react";

import { useTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { cn } from "~/lib/cn";

const controlClass =
  "block w-full rounded-control border border-ink-300 bg-white py-2.5 text-base text-ink-900 shadow-xs placeholder:text-ink-500 hover:border-ink-400 focus-visible:border-brand-600 aria-invalid:border-red-700 disabled:bg-ink-50";

export type ControlProps = {
  id: string;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

/** Wires a label, an optional hint and an optional error to one form control. */
export function Field({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="font-normal text-ink-500"> (optional)</span>
        )}
      </label>
      {children({ id, required, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The three controls keep what was typed or chosen in them before the page hydrated (useTypedBeforeHydration).

export function Input({ className, ref, ...props }: React.ComponentProps<"input">) {
  const fieldRef = useTypedBeforeHydration(props.value ?? props.defaultValue, ref);
  return <input ref={fieldRef} className={cn(controlClass, "px-3.5", className)} {...props} />;
}

export function Textarea({ className, ref, ...props }: React.ComponentProps<"textarea">) {
  const fieldRef = useTypedBeforeHydration(props.value ?? props.defaultValue, ref);
  return <textarea ref={fieldRef} className={cn(controlClass, "min-h-32 px-3.5", className)} {...props} />;
}

export function Select({ className, ref, ...props }: React.ComponentProps<"select">) {
  const fieldRef = useTypedBeforeHydration(props.value ?? props.defaultValue, ref);
  return <select ref={fieldRef} className={cn(controlClass, "pr-9 pl-3.5", className)} {...props} />;
}
