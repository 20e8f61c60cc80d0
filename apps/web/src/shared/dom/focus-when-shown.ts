/** How long a page may take to show what gets the focus (its chunk and first data). */
const WAIT_MS = 10_000;

const HEADING = 'main h1';

/**
 * Focuses the element `find` returns, once it shows (now, or when the page changes within
 * `waitMs`); an element that cannot take the focus gets tabIndex -1. The member who went on
 * meanwhile (Tab, a click) keeps their focus, and so does a dialog. Resolves with the element
 * focused, or null.
 */
export function focusWhenShown(
  find: () => HTMLElement | null,
  waitMs: number = WAIT_MS,
): Promise<HTMLElement | null> {
  const before = document.activeElement;
  const focus = (target: HTMLElement) => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== before && active.isConnected) return null;
    // A dialog that opened meanwhile (the first visit's tour) keeps the focus it took.
    if (active?.closest('[role="dialog"]')) return null;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    return target;
  };
  const now = find();
  if (now) return Promise.resolve(focus(now));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const target = find();
      if (!target) return;
      done();
      resolve(focus(target));
    });
    const timer = window.setTimeout(() => {
      done();
      resolve(null);
    }, waitMs);
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Moves the focus to the page's main heading (its `main h1`, focusable with tabIndex -1) once it
 * shows: after signing in, a screen reader starts reading the page the member came to, and Tab
 * goes on from there (UI.md, keyboard). `previous` is the heading of the page being left (the
 * sign-in page's), which still shows while the next page's chunk loads: it is not the one.
 */
export function focusMainHeading(
  previous: Element | null = document.querySelector(HEADING),
  waitMs: number = WAIT_MS,
): Promise<HTMLElement | null> {
  return focusWhenShown(
    () =>
      [...document.querySelectorAll<HTMLElement>(HEADING)].find(
        (heading) => heading !== previous,
      ) ?? null,
    waitMs,
  );
}
