import { createFlag } from '@/shared/store/flag';
import { afterNextPaint } from './after-next-paint';

// The first screen's main image waits this long at most before the rest comes anyway.
export const MAIN_IMAGE_WAIT_MS = 2_000;

/**
 * Runs `callback` once the screen has painted with its main images: the next paint, and, if an
 * image the page marked as its main one (`fetchpriority="high"`: a profile's cover, the feed's
 * first photo) is still on its way, the paint after it has come and been decoded (or failed, or
 * after `MAIN_IMAGE_WAIT_MS`). What the first screen does not show (the font, the chat dock, the
 * notifications) waits for it, instead of sharing a phone's bandwidth with that image (ADR
 * 0012). Returns a function that cancels.
 */
export function afterFirstScreen(callback: () => void): () => void {
  const stops: Array<() => void> = [];
  stops.push(
    afterNextPaint(() => {
      const pending = [
        ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
      ].filter((image) => !image.complete);
      if (pending.length === 0) {
        callback();
        return;
      }
      let left = pending.length;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        stops.push(afterPresented(pending, callback));
      };
      const timer = setTimeout(finish, MAIN_IMAGE_WAIT_MS);
      for (const image of pending) {
        const shown = () => {
          left -= 1;
          if (left === 0) finish();
        };
        // Loaded is not yet painted: the paint that shows it follows its decoding.
        const loaded = () => void image.decode().then(shown, shown);
        image.addEventListener('load', loaded, { once: true });
        image.addEventListener('error', shown, { once: true });
        stops.push(() => {
          image.removeEventListener('load', loaded);
          image.removeEventListener('error', shown);
        });
      }
      stops.push(() => {
        done = true;
        clearTimeout(timer);
      });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

// A decoded main image that no largest-contentful-paint entry names (it is not the page's
// largest element, or the browser stopped reporting) lets the rest come after this long.
export const MAIN_IMAGE_PAINT_WAIT_MS = 500;

/**
 * Runs `callback` once the browser says one of `images` was presented on screen: its
 * `largest-contentful-paint` entry, whose time is the frame's presentation. The paint that
 * follows the decoding (`afterNextPaint`) ran, on a loaded phone, before that frame was presented:
 * what waited for the main image was asked for before the page's LCP, and Lighthouse's simulation
 * counted it in the LCP (/profile/feed: the font's and the update banner's files, the unread
 * badge's chunk; docs/performance.md, "Lighthouse"). Without such entries, `afterNextPaint`; with
 * no entry naming an image, after `MAIN_IMAGE_PAINT_WAIT_MS`.
 */
function afterPresented(images: HTMLImageElement[], callback: () => void): () => void {
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!types.includes('largest-contentful-paint')) return afterNextPaint(callback);
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    const named = list
      .getEntries()
      .some((entry) =>
        images.some((image) => image === (entry as { element?: Element | null }).element),
      );
    if (named) run();
  });
  const timer = setTimeout(run, MAIN_IMAGE_PAINT_WAIT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Whether the document's first screen is still being shown: from `holdForFirstScreen` (main.tsx,
 * as the app starts) to the `afterFirstScreen` of the root layout. Meanwhile the images that are
 * not the page's main one wait (`ResponsiveImage`): a phone's bandwidth goes to the main image
 * first (ADR 0012). Never held in tests, nor after the first screen.
 */
export const firstScreenHeld = createFlag(false);

/** The app is starting: the first screen is held until `releaseFirstScreen`. */
export function holdForFirstScreen(): void {
  firstScreenHeld.set(true);
}

/** The first screen has painted with its main images: what waited may come. */
export function releaseFirstScreen(): void {
  firstScreenHeld.set(false);
}
