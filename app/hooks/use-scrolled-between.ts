import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled between two elements: `start` has gone up out of view (under a fixed header of
 * `topInset` px) and `end` has not come into view from below yet. False while prerendering and hydrating.
 */
export function useScrolledBetween(
  startRef: React.RefObject<Element | null>,
  endRef: React.RefObject<Element | null>,
  topInset = 0,
) {
  const [between, setBetween] = useState(false);

  useEffect(() => {
    const start = startRef.current;
    const end = endRef.current;
    if (!start || !end) return;
    let startAbove = false;
    let endBelow = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const bounds = entry.rootBounds;
          if (!bounds) continue;
          if (entry.target === start)
            startAbove = !entry.isIntersecting && entry.boundingClientRect.bottom <= bounds.top;
          if (entry.target === end)
            endBelow = !entry.isIntersecting && entry.boundingClientRect.top >= bounds.bottom;
        }
        setBetween(startAbove && endBelow);
      },
      { rootMargin: `-${topInset}px 0px 0px 0px` },
    );
    observer.observe(start);
    observer.observe(end);
    return () => observer.disconnect();
  }, [startRef, endRef, topInset]);

  return between;
}
