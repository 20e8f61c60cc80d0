import { useEffect, useState, type RefObject } from 'react';

/**
 * False until the element of `ref` comes within `margin` of the screen (once `enabled`), then
 * true for good: what sits below a long page (the right column under the feed on a phone) is
 * loaded when the member scrolls near it, not with the page (ADR 0011). True at once
 * where the browser cannot tell.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  enabled: boolean,
  margin = '400px',
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
