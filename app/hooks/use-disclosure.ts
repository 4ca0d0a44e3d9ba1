import { useEffect, useId, useRef, useState } from "react";

/**
 * Open/closed state for a disclosure (WAI-ARIA APG): a button that shows and hides a panel. While open it
 * closes on Escape pressed inside `containerRef` (focus returns to `buttonRef`; an inner disclosure closes
 * before its outer one) and on a pointer press outside the container. The state belongs to `scope` (the
 * current path): after navigation to another path it reads as closed, without an effect to reset it.
 */
export function useDisclosure(scope: string) {
  const [openIn, setOpenIn] = useState<string | null>(null);
  const open = openIn === scope;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpenIn(null);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container?.contains(event.target)) setOpenIn(null);
    }
    container.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return {
    open,
    panelId,
    buttonRef,
    containerRef,
    close: () => setOpenIn(null),
    toggle: () => setOpenIn(open ? null : scope),
  };
}
