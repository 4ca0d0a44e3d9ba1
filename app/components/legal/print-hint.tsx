import { Printer } from "~/components/ui/icons";

/**
 * How to print the policy. The policy pages run no JavaScript, so this is a hint rather than a button that calls
 * `window.print()`; the print stylesheet (app.css) leaves out the header, footer and menus either way.
 */
export function PrintHint() {
  return (
    <p className="inline-flex items-center gap-2 text-sm text-ink-700 print:hidden">
      <Printer className="size-4 shrink-0 text-brand-700" />
      To print it, use your browser&rsquo;s Print command (Ctrl+P, or ⌘P on a Mac).
    </p>
  );
}
