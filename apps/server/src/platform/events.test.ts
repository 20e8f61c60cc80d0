import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';

interface Events {
  ping: { n: number };
}

describe('event bus', () => {
  it('awaits every listener, and reports a failing one without failing the emitter', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus<Events>((error) => errors.push(error));
    const seen: number[] = [];
    bus.on('ping', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(n);
    });
    const off = bus.on('ping', () => {
      throw new Error('listener down');
    });
    await expect(bus.emit('ping', { n: 1 })).resolves.toBeUndefined();
    expect(seen).toEqual([1]);
    expect(errors).toHaveLength(1);
    off();
    await bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
  });
});
