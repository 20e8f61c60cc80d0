/**
 * The cutoffs every access token passes (auth.session-cutoffs.ts): refused when issued before
 * its member's sessions were ended, at once on the node that ended them, within `refreshMs` on
 * the others, one read a period whatever the traffic; a failed read keeps the copy before.
 */
import { describe, expect, it, vi } from 'vitest';
import { createSessionCutoffs } from './auth.session-cutoffs.ts';

function setup(stored: Map<string, number>) {
  const clock = { now: 1_000_000_000_000 };
  const cutoffsSince = vi.fn(() => Promise.resolve(new Map(stored)));
  const onError = vi.fn();
  const cutoffs = createSessionCutoffs({
    cutoffsSince,
    refreshMs: 1000,
    clock: () => clock.now,
    onError,
  });
  return { clock, cutoffsSince, onError, cutoffs };
}

describe('the sessions’ cutoffs', () => {
  it('refuses a token issued before its member’s cutoff, keeps the others and those after', async () => {
    const { cutoffs } = setup(new Map([['u1', 500]]));
    expect(await cutoffs.stillValid('u1', 499)).toBe(false);
    expect(await cutoffs.stillValid('u1', 500)).toBe(true);
    expect(await cutoffs.stillValid('u2', 1)).toBe(true);
  });

  it('reads once a period whatever the traffic, and learns another node’s cutoff within it', async () => {
    const stored = new Map<string, number>();
    const { clock, cutoffsSince, cutoffs } = setup(stored);
    await Promise.all([1, 2, 3].map(() => cutoffs.stillValid('u1', 100)));
    expect(cutoffsSince).toHaveBeenCalledTimes(1);
    stored.set('u1', 200);
    cutoffsSince.mockImplementation(() => Promise.resolve(new Map(stored)));
    expect(await cutoffs.stillValid('u1', 100)).toBe(true);
    clock.now += 1000;
    expect(await cutoffs.stillValid('u1', 100)).toBe(false);
    expect(cutoffsSince).toHaveBeenCalledTimes(2);
  });

  it('knows at once the cutoff this node set, and keeps it over an older read', async () => {
    const { cutoffs } = setup(new Map());
    await cutoffs.stillValid('u1', 100);
    cutoffs.noted('u1', new Date(300_500));
    expect(await cutoffs.stillValid('u1', 299)).toBe(false);
    expect(await cutoffs.stillValid('u1', 300)).toBe(true);
  });

  it('keeps the copy it had when a read fails, and says so', async () => {
    const { clock, cutoffsSince, onError, cutoffs } = setup(new Map([['u1', 500]]));
    await cutoffs.stillValid('u1', 1);
    cutoffsSince.mockImplementation(() => Promise.reject(new Error('down')));
    clock.now += 1000;
    expect(await cutoffs.stillValid('u1', 1)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
