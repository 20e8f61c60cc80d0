import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForMissingChunk } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('a chunk removed by a deploy (docs/adr/0019-pwa-and-offline.md)', () => {
  it('reloads once per build, never in a loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(storage, reload)).toBe(true);
    expect(reloadOnceForMissingChunk(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload without storage (a second failure could not be told apart)', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceForMissingChunk(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("knows the browsers' words for a chunk that failed to load", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
