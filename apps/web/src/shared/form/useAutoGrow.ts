import { useLayoutEffect, useRef } from 'react';

/** The tallest a growing text box gets before it scrolls: about ten lines. */
export const AUTO_GROW_MAX_PX = 240;

/**
 * Sizes a text box to its content (UI.md: 'Text areas grow with their content'), from its `rows`
 * up to `maxPx`, past which it scrolls. A box not laid out yet (in a closed dialog) keeps its
 * rows.
 */
export function growToContent(box: HTMLTextAreaElement, maxPx: number = AUTO_GROW_MAX_PX): void {
  box.style.height = 'auto';
  const content = box.scrollHeight;
  if (content === 0) {
    box.style.height = '';
    return;
  }
  // scrollHeight leaves out the borders, which the box's height (border-box) counts.
  const borders = box.offsetHeight - box.clientHeight;
  box.style.height = `${Math.min(content + borders, maxPx)}px`;
  // Its height follows the text: a grip to resize it by hand would be undone at the next key.
  box.style.resize = 'none';
  box.style.overflowY = content + borders > maxPx ? 'auto' : 'hidden';
}

/** The ref of a text box that grows with `value` (no library: growToContent on each change). */
export function useAutoGrow(value: string, maxPx: number = AUTO_GROW_MAX_PX) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (ref.current) growToContent(ref.current, maxPx);
  }, [value, maxPx]);
  return ref;
}
