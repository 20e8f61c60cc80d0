import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/shared/dom/after-first-screen';

/**
 * False until the screen has painted with its main images (`afterFirstScreen`), then true for
 * good: what the first screen does not show renders after it (issue 10, §6), as a transition.
 */
export function useAfterFirstScreen(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    return afterFirstScreen(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
