import { useCallback, useLayoutEffect, useRef } from "react";

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type RenderedValue = React.InputHTMLAttributes<HTMLInputElement>["value"];

/** React hydrates a field without its early text: on mount that text is reported as typing is (decision 0022). */
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
    // Read now: a later render in this commit may put the rendered value back first.
    const typed = field.value;
    const selection = field instanceof HTMLSelectElement ? null : readSelection(field);
    // In a microtask: handled inside the commit, React would put the box back and the next key would land there.
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
  // React reports a change only when the text differs from the last `value` it set: set that, then the text.
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

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
