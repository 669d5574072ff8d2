import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the end of a list scrolls into view (a Load more button stays as the
 * fallback). Put the returned ref on an element below the list. `margin`: how far from the
 * screen the element counts as in view.
 */
export function useLoadWhenVisible(enabled: boolean, load: () => void, margin = '600px 0px') {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
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
