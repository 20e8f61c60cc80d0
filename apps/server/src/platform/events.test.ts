import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';

interface Events {
  ping: { n: number };
}

describe('event bus', () => {
  it('runs every listener with the event id, reports a failing one, then rejects for a retry', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus<Events>((error) => errors.push(error));
    const seen: [number, string][] = [];
    bus.on('ping', async ({ n }, { eventId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push([n, eventId]);
    });
    const off = bus.on('ping', () => {
      throw new Error('listener down');
    });
    await expect(bus.emit('ping', { n: 1 }, { eventId: 'e1' })).rejects.toThrow(
      '1 listener(s) of ping failed',
    );
    // The healthy listener ran all the same.
    expect(seen).toEqual([[1, 'e1']]);
    expect(errors).toHaveLength(1);
    off();
    await expect(bus.emit('ping', { n: 2 }, { eventId: 'e2' })).resolves.toBeUndefined();
    expect(seen).toEqual([
      [1, 'e1'],
      [2, 'e2'],
    ]);
    expect(errors).toHaveLength(1);
  });
});
