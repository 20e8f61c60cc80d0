import { afterEach, describe, expect, it, vi } from 'vitest';

// The font comes after the first screen, and at once for a browser that has had it before.
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the web font (ADR 0011)', () => {
  it('is remembered once the browser has loaded it, so that the next visit asks at once', async () => {
    const load = vi.fn(async () => [{}] as FontFace[]);
    vi.stubGlobal('document', Object.assign(document, { fonts: { load } }));
    const { fontCachedBefore, loadWebFont } = await import('./web-font');
    expect(fontCachedBefore()).toBe(false);
    await loadWebFont();
    await loadWebFont();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"');
    expect(fontCachedBefore()).toBe(true);
  });

  it('is not remembered when the font could not come (offline): the device font stays', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    vi.stubGlobal('document', Object.assign(document, { fonts: { load } }));
    const { fontCachedBefore, loadWebFont } = await import('./web-font');
    await expect(loadWebFont()).resolves.toBeUndefined();
    expect(fontCachedBefore()).toBe(false);
  });
});
