import { describe, expect, it, vi } from 'vitest';
import { createFlag } from './flag';

describe('createFlag', () => {
  it('tells its subscribers when its value changes, and only then', () => {
    const flag = createFlag(false);
    const listener = vi.fn();
    const stop = flag.subscribe(listener);
    flag.set(false);
    expect(listener).not.toHaveBeenCalled();
    flag.set(true);
    expect(flag.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    flag.set(false);
    expect(flag.get()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
