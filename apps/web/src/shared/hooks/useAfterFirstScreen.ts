import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/shared/dom/after-first-screen';

/**
 * False until the screen has painted once with `ready` true and with its main images
 * (`afterFirstScreen`), then true for good: what the first screen does not show renders after it
 * (ADR 0012). It renders as a transition, in slices, so that a tap meanwhile is answered
 * first.
 */
export function useAfterFirstScreen(ready = true): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    return afterFirstScreen(() => startTransition(() => setShown(true)));
  }, [ready, shown]);
  return shown;
}
