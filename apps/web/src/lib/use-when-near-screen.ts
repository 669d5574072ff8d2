import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the element given the returned ref comes within `margin` of the screen:
 * the next page of a list when its end scrolls near (a Load more button stays as the fallback),
 * or a part of a page drawn only once the member scrolls toward it (RenderWhenNear).
 */
export function useWhenNearScreen(enabled: boolean, onNear: () => void, margin = '600px 0px') {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return sentinel;
}
