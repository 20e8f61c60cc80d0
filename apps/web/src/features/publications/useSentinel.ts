import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the returned element comes within `margin` of the viewport, as long as
 * `enabled`. Without IntersectionObserver nothing happens: the page keeps its button.
 */
export function useSentinel<T extends Element>(onNear: () => void, enabled: boolean, margin = 600) {
  const ref = useRef<T>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  }, [onNear]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);

  return ref;
}
