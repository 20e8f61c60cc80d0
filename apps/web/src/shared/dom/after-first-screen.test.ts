import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  MAIN_IMAGE_PAINT_WAIT_MS,
  MAIN_IMAGE_WAIT_MS,
} from './after-first-screen';

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

// A browser that reports largest-contentful-paint entries (Chromium): what waits for the main
// image starts once an entry says the image was presented, not at the paint that follows its
// decoding (which, on a loaded phone, ran before the frame was presented).
describe('afterFirstScreen with largest-contentful-paint entries', () => {
  let report: (elements: Element[]) => void = () => undefined;
  let observing = 0;
  beforeEach(() => {
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly listener: (list: { getEntries(): unknown[] }) => void) {}
      observe() {
        observing += 1;
        report = (elements) =>
          this.listener({ getEntries: () => elements.map((element) => ({ element })) });
      }
      disconnect() {
        observing -= 1;
        report = () => undefined;
      }
    }
    observing = 0;
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });

  it('runs once the main image is reported presented, not at the paint after its decoding', async () => {
    const cover = image('high');
    const callback = vi.fn();
    afterFirstScreen(callback);
    paint();
    await arrive(cover);
    paint();
    paint();
    expect(callback).not.toHaveBeenCalled();
    // Another element's entry (a text painted first) is not the image's.
    report([document.createElement('p')]);
    expect(callback).not.toHaveBeenCalled();
    report([cover]);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observing).toBe(0);
  });

  it('runs after MAIN_IMAGE_PAINT_WAIT_MS when no entry names the image (not the largest), once', async () => {
    const photo = image('high');
    const callback = vi.fn();
    afterFirstScreen(callback);
    paint();
    await arrive(photo);
    vi.advanceTimersByTime(MAIN_IMAGE_PAINT_WAIT_MS - 20);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(callback).toHaveBeenCalledTimes(1);
    report([photo]);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled while waiting for the entry', async () => {
    const cover = image('high');
    const callback = vi.fn();
    const cancel = afterFirstScreen(callback);
    paint();
    await arrive(cover);
    cancel();
    report([cover]);
    vi.advanceTimersByTime(MAIN_IMAGE_PAINT_WAIT_MS);
    expect(callback).not.toHaveBeenCalled();
    expect(observing).toBe(0);
  });
});
