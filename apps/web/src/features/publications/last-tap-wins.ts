/**
 * Toggles on one item, queued so that the last tap wins (ADR 0002): while a request for
 * an item runs, further taps only change what is wanted; when it answers, one more request
 * goes if the wish changed, none if the taps came back to what the server has. Items are
 * independent: a failure rolls back its own item only.
 */
export interface LastTapWinsOptions<W, S> {
  /** Asks the server for `wanted` on item `key`; answers the item's new server state. */
  send: (key: string, wanted: W) => Promise<S>;
  /** Whether the server state `state` already is what was wanted. */
  reached: (wanted: W, state: S) => boolean;
  /** The queue of `key` is empty: `state` is the server's, after the last wish. */
  onSettled: (key: string, state: S) => void;
  /** A request failed: `state` is the last state the server confirmed, to roll back to. */
  onFailed: (key: string, error: unknown, state: S) => void;
}

interface Pending<W, S> {
  wanted: W;
  confirmed: S;
  done: Promise<void>;
}

export interface LastTapWins<W, S> {
  /**
   * Records the wish for `key`. `confirmed` is the server's state when nothing is pending
   * for the item (ignored while its queue runs). Resolves when the item's queue is empty.
   */
  want: (key: string, wanted: W, confirmed: S) => Promise<void>;
  /** The wish pending for `key`, if its queue runs. */
  pending: (key: string) => W | undefined;
}

export function createLastTapWins<W, S>(options: LastTapWinsOptions<W, S>): LastTapWins<W, S> {
  const items = new Map<string, Pending<W, S>>();

  async function drain(key: string, item: Pending<W, S>): Promise<void> {
    try {
      while (!options.reached(item.wanted, item.confirmed)) {
        item.confirmed = await options.send(key, item.wanted);
      }
      items.delete(key);
      options.onSettled(key, item.confirmed);
    } catch (error) {
      items.delete(key);
      options.onFailed(key, error, item.confirmed);
    }
  }

  return {
    want(key, wanted, confirmed) {
      const running = items.get(key);
      if (running) {
        running.wanted = wanted;
        return running.done;
      }
      const item = { wanted, confirmed } as Pending<W, S>;
      items.set(key, item);
      // Started on the next microtask, so that taps in the same tick coalesce too.
      item.done = Promise.resolve().then(() => drain(key, item));
      return item.done;
    },
    pending: (key) => items.get(key)?.wanted,
  };
}
