import { startTransition, useEffect, useState } from 'react';

/**
 * False until the screen has painted once with `ready` true, then true for good: a list renders
 * what the first screen shows first and the rest just after (issue 10, §6). The rest renders as
 * a transition, in slices, so that a tap meanwhile is answered first.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame is the one that paints what `ready` rendered; the timer runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
