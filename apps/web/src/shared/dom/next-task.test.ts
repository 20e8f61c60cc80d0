import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and the timers already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'));
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await done;
    expect(order).toEqual(['microtask', 'timer queued before', 'next task']);
  });
});
