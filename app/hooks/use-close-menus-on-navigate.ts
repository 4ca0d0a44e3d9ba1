import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Closes the popovers and disclosures (`<details>`) inside the returned ref's element after a client-side
 * navigation (a link in a menu was followed), as the new document of a navigation without JavaScript would.
 */
export function useCloseMenusOnNavigate<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  const previousKey = useRef(key);

  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    for (const details of ref.current?.querySelectorAll("details") ?? []) details.open = false;
    // Hiding a closed popover does nothing.
    for (const popover of ref.current?.querySelectorAll<HTMLElement>("[popover]") ?? [])
      popover.hidePopover?.();
  }, [key]);

  return ref;
}
