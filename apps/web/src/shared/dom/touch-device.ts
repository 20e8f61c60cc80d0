/** A touch screen: a coarse pointer, or none that hovers (UI.md, 'One rule for Enter'). */
export const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

/** Whether the member uses a touch screen (false where matchMedia is missing: jsdom). */
export function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches;
}
