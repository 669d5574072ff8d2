import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the end of a list scrolls into view (a Load more button stays as the
 * fallback). Put the returned ref on an element below the list.
 */
export function useLoadWhenVisible(enabled: boolean, load: () => void) {
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
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
