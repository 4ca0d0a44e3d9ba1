import { useLayoutEffect, useRef } from "react";

/** For a panel that replaces the control just used, so that it is read out; not for what a page shows on load. */
export function useFocusOnMount<T extends HTMLElement>(enabled = true, { toTop = false } = {}) {
  const ref = useRef<T>(null);
  // A layout effect: focus never rests on the removed control, where a key pressed meanwhile would go.
  useLayoutEffect(() => {
    if (!enabled) return;
    // A result that replaces a long form starts with its heading whole under the fixed header (scroll-padding-top).
    ref.current?.focus({ preventScroll: toTop });
    if (toTop) ref.current?.scrollIntoView({ block: "start" });
    // Once, on mount: a later change of `enabled` does not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
