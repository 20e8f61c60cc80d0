/**
 * A yes-or-no shared by a module and the components that read it with `useSyncExternalStore`
 * (`subscribe`, `get`): whether a toast has been sent, whether the first screen is held.
 */
export interface Flag {
  get(): boolean;
  subscribe(listener: () => void): () => void;
  /** Changes the value; the components reading it render again if it changed. */
  set(value: boolean): void;
}

export function createFlag(initial: boolean): Flag {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}
