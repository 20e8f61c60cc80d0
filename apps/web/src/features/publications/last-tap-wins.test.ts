import { describe, expect, it, vi } from 'vitest';
import { createLastTapWins } from './last-tap-wins';

/** A fake server: one toggle state per item, answers when the test releases it. */
function fakeServer(initial: Record<string, boolean>) {
  const state = { ...initial };
  const calls: [string, boolean][] = [];
  const waiting: (() => void)[] = [];
  const fail = new Set<string>();
  const send = vi.fn(
    (key: string, wanted: boolean) =>
      new Promise<boolean>((resolve, reject) => {
        calls.push([key, wanted]);
        waiting.push(() => {
          if (fail.has(key)) return reject(new Error('refusé'));
          state[key] = wanted;
          resolve(wanted);
        });
      }),
  );
  const release = async () => {
    await Promise.resolve();
    await Promise.resolve();
    while (waiting.length > 0) {
      waiting.shift()?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    }
  };
  return { state, calls, send, release, fail };
}

function setup(initial: Record<string, boolean>) {
  const server = fakeServer(initial);
  const settled: [string, boolean][] = [];
  const failed: [string, boolean][] = [];
  const queue = createLastTapWins<boolean, boolean>({
    send: server.send,
    reached: (wanted, state) => wanted === state,
    onSettled: (key, state) => settled.push([key, state]),
    onFailed: (key, _error, state) => failed.push([key, state]),
  });
  return { server, queue, settled, failed };
}

describe('toggles queued per item, the last tap wins', () => {
  it('five quick taps send one request and end on the fifth tap’s state', async () => {
    const { server, queue, settled } = setup({ p1: false });
    let shown = false;
    const taps = [];
    for (let i = 0; i < 5; i += 1) {
      shown = !shown;
      taps.push(queue.want('p1', shown, false));
    }
    await server.release();
    await Promise.all(taps);
    expect(server.calls).toEqual([['p1', true]]);
    expect(server.state.p1).toBe(true);
    expect(settled).toEqual([['p1', true]]);
  });

  it('taps during a running request send one more request only if the wish changed', async () => {
    const { server, queue, settled } = setup({ p1: false });
    const first = queue.want('p1', true, false);
    await Promise.resolve();
    await Promise.resolve();
    expect(server.calls).toEqual([['p1', true]]);
    void queue.want('p1', false, false); // unlike while the like is on its way
    expect(queue.pending('p1')).toBe(false);
    await server.release();
    await first;
    expect(server.calls).toEqual([
      ['p1', true],
      ['p1', false],
    ]);
    expect(server.state.p1).toBe(false);
    expect(settled).toEqual([['p1', false]]);
    expect(queue.pending('p1')).toBeUndefined();
  });

  it('an even number of taps on an idle item sends nothing', async () => {
    const { server, queue, settled } = setup({ p1: false });
    void queue.want('p1', true, false);
    const last = queue.want('p1', false, false);
    await server.release();
    await last;
    expect(server.calls).toEqual([]);
    expect(settled).toEqual([['p1', false]]);
  });

  it('a failure rolls back its own item to the last confirmed state, not the others', async () => {
    const { server, queue, settled, failed } = setup({ p1: false, p2: false });
    server.fail.add('p2');
    const one = queue.want('p1', true, false);
    const two = queue.want('p2', true, false);
    await server.release();
    await Promise.all([one, two]);
    expect(settled).toEqual([['p1', true]]);
    expect(failed).toEqual([['p2', false]]);
    expect(server.state).toEqual({ p1: true, p2: false });
  });
});
