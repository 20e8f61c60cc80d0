/**
 * The app's font (Inter, UI.md) comes after the first screen (ADR 0011): on a first visit its
 * 28 KB would otherwise share the phone's bandwidth with the page's code and data, and delay the
 * first screen by half a second. Meanwhile the text is drawn in the device's font sized like
 * Inter ('Inter Fallback', theme.css). Once the font has come, it stays in the browser's cache
 * and the next visits ask for it at once (`fontCachedBefore`).
 */
const CACHED_KEY = 'koinonia.font';

let loading: Promise<void> | undefined;

/** Adds the font's faces (src/styles/fonts.css) and has the browser fetch Inter; once. */
export function loadWebFont(): Promise<void> {
  loading ??= import('@/styles/fonts.css')
    .then(() => document.fonts?.load('1em "Inter Variable"'))
    .then((faces) => {
      if (faces?.length) remember();
    })
    // No font (offline, an old browser): the device's font stays.
    .catch(() => undefined);
  return loading;
}

/** Whether this browser has had the font before (it is in its cache). */
export function fontCachedBefore(): boolean {
  try {
    return localStorage.getItem(CACHED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(CACHED_KEY, '1');
  } catch {
    // No storage: the next visit waits for the first screen again.
  }
}
