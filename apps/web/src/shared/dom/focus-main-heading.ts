/** How long a page may take to show its heading (its chunk and first data) before we give up. */
const WAIT_MS = 10_000;

const HEADING = 'main h1';

/**
 * Moves the focus to the page's main heading (its `main h1`, made focusable with tabIndex -1)
 * once it is shown: after signing in, a screen reader starts reading the page the member came
 * to, and Tab goes on from there (UI.md, keyboard). `previous` is the heading of the page being
 * left (the sign-in page's), which still shows while the next page's chunk loads: it is not
 * the one. Resolves with the heading focused, or null if none showed within `waitMs` or the
 * member moved the focus meanwhile.
 */
export function focusMainHeading(
  previous: Element | null = document.querySelector(HEADING),
  waitMs: number = WAIT_MS,
): Promise<HTMLElement | null> {
  const find = () =>
    [...document.querySelectorAll<HTMLElement>(HEADING)].find((heading) => heading !== previous) ??
    null;
  const before = document.activeElement;
  const focus = (heading: HTMLElement) => {
    // The member went on meanwhile (Tab, a click on the new page): their focus stays.
    const active = document.activeElement;
    if (active && active !== document.body && active !== before && active.isConnected) return null;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return heading;
  };
  const now = find();
  if (now) return Promise.resolve(focus(now));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const heading = find();
      if (!heading) return;
      done();
      resolve(focus(heading));
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
