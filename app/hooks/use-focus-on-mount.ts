import { useLayoutEffect, useRef } from "react";

/**
 * Focuses the element on mount, when `enabled`: a panel that replaces the control the visitor just used (a
 * form's result, its error, the form again) takes focus, so it is read out and keyboard users are not left on a
 * removed button. Not for what a page shows on load (a result restored after a reload).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true, { toTop = false } = {}) {
  const ref = useRef<T>(null);
  // In the commit that shows the element: focus never stays a moment on the removed control (or the page), where
  // a key pressed meanwhile would go.
  useLayoutEffect(() => {
    if (!enabled) return;
    // A result that replaces a long form starts at the top of the screen, its heading whole under the fixed header
    // (scroll-padding-top), rather than wherever the form's end left the page.
    ref.current?.focus({ preventScroll: toTop });
    if (toTop) ref.current?.scrollIntoView({ block: "start" });
    // Once, on mount: a later change of `enabled` does not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
