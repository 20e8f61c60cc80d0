import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/shared/dom/after-next-paint';

/**
 * False until the screen has painted once with `ready` true, then true for good: a list renders
 * what the first screen shows first and the rest just after (issue 10, §6). The rest renders as
 * a transition, in slices, so that a tap meanwhile is answered first.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [ready, painted]);
  return painted;
}
