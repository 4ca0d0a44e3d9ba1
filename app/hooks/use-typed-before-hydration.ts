import { useCallback, useLayoutEffect, useRef } from "react";

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type RenderedValue = React.InputHTMLAttributes<HTMLInputElement>["value"];

/**
 * Keeps what a visitor typed or chose in a prerendered field before the page hydrated (team rule 4). React
 * hydrates a field without touching the text in it, so the box shows the early text while the state behind it
 * still holds the value it was rendered with: a list is not filtered by it, a form does not store or send it, and
 * the field's next render puts the old value back. On mount, a field whose text differs from the value it was
 * rendered with (`value`, or `defaultValue` when uncontrolled) reports that text the way the browser reports
 * typing, with an input event (a change event for a select), so that the field's own `onChange` takes it up.
 * A field mounted after hydration always holds its rendered value, and nothing happens.
 *
 * Returns the ref for the field, passing the node on to `forwarded`.
 */
export function useTypedBeforeHydration<T extends FormControl>(
  rendered: RenderedValue,
  forwarded: React.Ref<T> | undefined,
) {
  const node = useRef<T | null>(null);
  const renderedOnMount = useRef(rendered);

  useLayoutEffect(() => {
    const field = node.current;
    const value = renderedOnMount.current;
    if (!field || value === undefined || Array.isArray(value)) return;
    const rendered = String(value);
    if (field.value === rendered) return;
    // What was typed, read now: a render later in this commit (the URL's filters, say) may put the rendered value
    // back in the box before the report below.
    const typed = field.value;
    const selection = field instanceof HTMLSelectElement ? null : readSelection(field);
    // Reported right after the commit, before any other task (no key press comes in between): an event handled
    // during the commit cannot render its change before React puts the controlled field back to its rendered
    // value, and the visitor's next key would land in that emptied box.
    queueMicrotask(() => {
      if (field.isConnected) reportEarlyValue(field, rendered, typed, selection);
    });
  }, []);

  return useCallback(
    (field: T | null) => {
      node.current = field;
      setRef(forwarded, field);
    },
    [forwarded],
  );
}

function reportEarlyValue(
  field: FormControl,
  rendered: string,
  typed: string,
  selection: ReturnType<typeof readSelection>,
) {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React reports an input event as a change only when the text differs from the last value it saw set through
  // the `value` property: set the rendered value that way, then put the typed text back past it.
  field.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  if (selection) field.setSelectionRange(selection.start, selection.end, selection.direction);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The caret of a focused text field, where the field type has one (an email field has none). */
function readSelection(field: HTMLInputElement | HTMLTextAreaElement) {
  if (field !== document.activeElement) return null;
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
  if (start === null || end === null) return null;
  return { start, end, direction: direction ?? undefined };
}

/** Hands a node to a ref passed in, whether a callback or an object. */
function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
