import { describe, expect, it } from 'vitest';
import { createFactBus } from './facts.ts';

interface Known {
  ping: { n: number };
}

describe('fact bus', () => {
  it('runs every listener with the fact id, reports a failing one, then rejects for a retry', async () => {
    const errors: unknown[] = [];
    const bus = createFactBus<Known>((error) => errors.push(error));
    const seen: [number, string][] = [];
    bus.on('ping', async ({ n }, { factId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push([n, factId]);
    });
    const off = bus.on('ping', () => {
      throw new Error('listener down');
    });
    await expect(bus.emit('ping', { n: 1 }, { factId: 'f1' })).rejects.toThrow(
      '1 listener(s) of ping failed',
    );
    // The healthy listener ran all the same.
    expect(seen).toEqual([[1, 'f1']]);
    expect(errors).toHaveLength(1);
    off();
    await expect(bus.emit('ping', { n: 2 }, { factId: 'f2' })).resolves.toBeUndefined();
    expect(seen).toEqual([
      [1, 'f1'],
      [2, 'f2'],
    ]);
    expect(errors).toHaveLength(1);
  });
});
