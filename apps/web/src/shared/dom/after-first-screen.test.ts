import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, MAIN_IMAGE_WAIT_MS } from './after-first-screen';

/** An image in the page, still on its way (`complete` false) unless said otherwise. */
function image(priority: 'high' | 'lazy', complete = false): HTMLImageElement {
  const img = document.createElement('img');
  if (priority === 'high') img.setAttribute('fetchpriority', 'high');
  else img.setAttribute('loading', 'lazy');
  Object.defineProperty(img, 'complete', { value: complete });
  img.decode = () => Promise.resolve();
  document.body.append(img);
  return img;
}

/** The image has come and been decoded (the decoding's promise settled). */
async function arrive(img: HTMLImageElement) {
  img.dispatchEvent(new Event('load'));
  await Promise.resolve();
  await Promise.resolve();
}

/** One frame and the timer set in it: the paint `afterNextPaint` waits for. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('afterFirstScreen (ADR 0012)', () => {
  it('runs after the next paint when the page has no main image on its way', () => {
    image('high', true);
    image('lazy');
    const callback = vi.fn();
    afterFirstScreen(callback);
    expect(callback).not.toHaveBeenCalled();
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the main image (a profile cover), then for the paint after it', async () => {
    const cover = image('high');
    const callback = vi.fn();
    afterFirstScreen(callback);
    paint();
    paint();
    expect(callback).not.toHaveBeenCalled();
    await arrive(cover);
    expect(callback).not.toHaveBeenCalled();
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits, once the image has come, for its decoding: the paint that shows it', async () => {
    const cover = image('high');
    let decoded = () => undefined as void;
    cover.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const callback = vi.fn();
    afterFirstScreen(callback);
    paint();
    await arrive(cover);
    paint();
    expect(callback).not.toHaveBeenCalled();
    decoded();
    await Promise.resolve();
    await Promise.resolve();
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for every main image, and counts one that failed as come', async () => {
    const first = image('high');
    const second = image('high');
    const callback = vi.fn();
    afterFirstScreen(callback);
    paint();
    first.dispatchEvent(new Event('error'));
    paint();
    expect(callback).not.toHaveBeenCalled();
    await arrive(second);
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an image that does not come after MAIN_IMAGE_WAIT_MS, and runs once', async () => {
    const cover = image('high');
    const callback = vi.fn();
    afterFirstScreen(callback);
    paint();
    vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 20);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
    await arrive(cover);
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or while waiting for the image', async () => {
    const early = vi.fn();
    afterFirstScreen(early)();
    paint();
    expect(early).not.toHaveBeenCalled();

    const cover = image('high');
    const waiting = vi.fn();
    const cancel = afterFirstScreen(waiting);
    paint();
    cancel();
    await arrive(cover);
    paint();
    vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS);
    paint();
    expect(waiting).not.toHaveBeenCalled();
  });
});
