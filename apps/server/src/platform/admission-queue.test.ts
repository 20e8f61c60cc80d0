/**
 * The admission queue's decisions, on a fake clock: which calls are handled, which wait, which
 * are refused, and that nothing of a past crowd is held against the next call.
 */
import { describe, expect, it } from 'vitest';
import { AdmissionQueue, type Verdict } from './admission-queue.ts';

function setUp(maxInFlight: number, maxDelayMs: number) {
  const clock = { ms: 0 };
  const queue = new AdmissionQueue({ maxInFlight, maxDelayMs, now: () => clock.ms });
  const verdicts = new Map<string, Verdict>();
  const gone = new Set<string>();
  /** A call named `name`, read now, that had waited `waited` ms before the node read it. */
  const call = (name: string, waited = 0) =>
    queue.enter(
      clock.ms - waited,
      (verdict) => verdicts.set(name, verdict),
      () => !gone.has(name),
    );
  const handled = () =>
    [...verdicts].filter(([, verdict]) => verdict === 'handle').map(([name]) => name);
  const refused = () =>
    [...verdicts].filter(([, verdict]) => verdict === 'refuse').map(([name]) => name);
  return { clock, queue, call, verdicts, gone, handled, refused };
}

describe('the admission queue', () => {
  it('handles calls at once up to the bound in flight, and lets the next ones wait their turn', () => {
    const { queue, call, handled, refused, clock } = setUp(2, 1000);
    call('a');
    call('b');
    call('c');
    expect(handled()).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(1);
    clock.ms += 300;
    queue.leave();
    expect(handled()).toEqual(['a', 'b', 'c']);
    expect(refused()).toEqual([]);
    expect(queue.inFlight).toBe(2);
  });

  it('refuses a waiting call once it has waited past the bound, not before', () => {
    const { queue, call, refused, clock } = setUp(1, 1000);
    call('a');
    call('b');
    clock.ms += 1000;
    queue.expire();
    expect(refused()).toEqual([]);
    clock.ms += 1;
    queue.expire();
    expect(refused()).toEqual(['b']);
    expect(queue.refused).toBe(1);
  });

  it('counts the time before the node read a call: one read after a long stall is refused', () => {
    const { call, handled, refused } = setUp(4, 1000);
    call('read-late', 1500);
    call('read-soon', 200);
    expect(refused()).toEqual(['read-late']);
    expect(handled()).toEqual(['read-soon']);
  });

  it('serves the newest first, with a tenth of the bound, once the queue has stood past the bound', () => {
    const { queue, call, handled, refused, clock } = setUp(1, 1000);
    call('first');
    call('early');
    clock.ms += 10;
    // Still draining from time to time: the oldest goes first.
    queue.leave();
    expect(handled()).toEqual(['first', 'early']);
    // Then a call every 100 ms while the one in flight never ends: the queue stands.
    for (let i = 0; i <= 11; i += 1) {
      call(`c${i}`);
      clock.ms += 100;
    }
    clock.ms -= 100; // now = the last call's arrival
    expect(queue.bound()).toBe(100);
    queue.leave();
    // Those that waited past the short bound are refused, and the newest is handled first.
    expect(refused()).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9']);
    expect(handled()).toEqual(['first', 'early', 'c11']);
    expect(queue.waiting).toBe(1);
  });

  it('keeps nothing of a crowd: once it has drained, the next call is handled at once', () => {
    const { queue, call, handled, refused, clock } = setUp(2, 1000);
    for (let i = 0; i < 50; i += 1) call(`crowd-${i}`);
    clock.ms += 5000;
    queue.expire();
    expect(refused()).toHaveLength(48);
    expect(queue.wouldHandleAtOnce(0)).toBe(false);
    queue.leave();
    queue.leave();
    expect(queue.wouldHandleAtOnce(0)).toBe(true);
    expect(queue.bound()).toBe(1000);
    call('after');
    expect(handled()).toContain('after');
  });

  it('skips a call whose caller went away, without counting it as refused', () => {
    const { queue, call, gone, handled, refused } = setUp(1, 1000);
    call('a');
    call('left');
    call('b');
    gone.add('left');
    queue.leave();
    expect(handled()).toEqual(['a', 'b']);
    expect(refused()).toEqual([]);
    expect(queue.refused).toBe(0);
  });

  it('is ready only when a call would be handled at once', () => {
    const { queue, call } = setUp(1, 1000);
    expect(queue.wouldHandleAtOnce(0)).toBe(true);
    // A call read after the event loop was stuck for longer than the bound would be refused.
    expect(queue.wouldHandleAtOnce(1001)).toBe(false);
    call('a');
    expect(queue.wouldHandleAtOnce(0)).toBe(false);
    queue.leave();
    expect(queue.wouldHandleAtOnce(0)).toBe(true);
  });

  it('with no bounds (0), handles every call at once', () => {
    const { call, handled, clock } = setUp(0, 0);
    for (let i = 0; i < 100; i += 1) call(`c${i}`, 60_000);
    clock.ms += 60_000;
    expect(handled()).toHaveLength(100);
  });
});
