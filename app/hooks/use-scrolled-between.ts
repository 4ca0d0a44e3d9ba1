import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled between two elements (by id): `start` has gone up out of view (behind a fixed header of
 * `topInset` px) and `end` has not come into view from below yet. Measured on scroll and resize, once a frame,
 * so that jumps (anchors, the End key) count too. False while prerendering and hydrating.
 */
export function useScrolledBetween(startId: string, endId: string, topInset = 0) {
  const [between, setBetween] = useState(false);

  useEffect(() => {
    const start = document.getElementById(startId);
    const end = document.getElementById(endId);
    if (!start || !end) return;
    let frame = 0;
    function measure() {
      frame = 0;
      if (!start || !end) return;
      const startAbove = start.getBoundingClientRect().bottom <= topInset;
      const endBelow = end.getBoundingClientRect().top >= window.innerHeight;
      setBetween(startAbove && endBelow);
    }
    function schedule() {
      if (!frame) frame = window.requestAnimationFrame(measure);
    }
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [startId, endId, topInset]);

  return between;
}
