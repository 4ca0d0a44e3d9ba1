import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Closes the open popovers inside the returned ref's element after a client-side navigation (a link inside a
 * menu was followed): on a page without JavaScript the navigation loads a new document, which does the same.
 */
export function useClosePopoversOnNavigate<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  const previousKey = useRef(key);

  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    // Innermost first; hiding a closed popover does nothing.
    const popovers = [...(ref.current?.querySelectorAll<HTMLElement>("[popover]") ?? [])].reverse();
    for (const popover of popovers) popover.hidePopover?.();
  }, [key]);

  return ref;
}
