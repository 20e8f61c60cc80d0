import { afterNextPaint } from './after-next-paint';

// The first screen's main image waits this long at most before the rest comes anyway.
export const MAIN_IMAGE_WAIT_MS = 2_000;

/**
 * Runs `callback` once the screen has painted with its main images: the next paint, and, if an
 * image the page marked as its main one (`fetchpriority="high"`: a profile's cover, the feed's
 * first photo) is still on its way, the paint after it has come (or failed, or after
 * `MAIN_IMAGE_WAIT_MS`). What the first screen does not show (the font, the chat dock, the
 * notifications) waits for it, instead of sharing a phone's bandwidth with that image (issue 10,
 * §6). Returns a function that cancels.
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
        stops.push(afterNextPaint(callback));
      };
      const timer = setTimeout(finish, MAIN_IMAGE_WAIT_MS);
      for (const image of pending) {
        const arrived = () => {
          left -= 1;
          if (left === 0) finish();
        };
        image.addEventListener('load', arrived, { once: true });
        image.addEventListener('error', arrived, { once: true });
        stops.push(() => {
          image.removeEventListener('load', arrived);
          image.removeEventListener('error', arrived);
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
