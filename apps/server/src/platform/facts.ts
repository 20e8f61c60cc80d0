/**
 * Facts, typed: what a module announces about a write it committed (ARCHITECTURE.md's "domain
 * events"; the word is 'fact' here because 'event' is the calendar event of the events module,
 * docs/adr/0013-facts-not-events.md). A write records its fact in its own transaction
 * (platform/outbox.ts); after commit, the job queue delivers it here, to every listener. A
 * failing listener never fails the write, which is committed: it fails the delivery job, which
 * is retried.
 */
/**
 * Every fact of the process, by name: each module adds its own by declaration merging
 * (`declare module '../../platform/facts.ts' { interface Facts { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Facts {}

/** What a listener learns besides the payload: the fact's id, its idempotency key. */
export interface FactMeta {
  factId: string;
}

/**
 * A listener runs after the write is committed, from the job queue; it may run again for the
 * same fact (a retry after a crash), so it must be idempotent (key its writes by `factId`).
 */
export type Listener<Payload> = (payload: Payload, meta: FactMeta) => Promise<void> | void;

export interface FactBus<Known extends object> {
  /** Adds a listener; returns the function that removes it. */
  on<Name extends keyof Known>(name: Name, listener: Listener<Known[Name]>): () => void;
  /**
   * Runs every listener of `name` (the outbox's delivery job calls it). Each failure is reported;
   * if any failed, it rejects once all have run, so that the job is retried.
   */
  emit<Name extends keyof Known>(name: Name, payload: Known[Name], meta: FactMeta): Promise<void>;
}

export function createFactBus<Known extends object>(
  onListenerError: (error: unknown, name: keyof Known) => void,
): FactBus<Known> {
  const listeners = new Map<keyof Known, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => void set.delete(listener as Listener<never>);
    },
    async emit(name, payload, meta) {
      const set = listeners.get(name);
      if (!set) return;
      const failures: unknown[] = [];
      await Promise.all(
        [...set].map(async (listener) => {
          try {
            await (listener as Listener<typeof payload>)(payload, meta);
          } catch (error) {
            onListenerError(error, name);
            failures.push(error);
          }
        }),
      );
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `${failures.length} listener(s) of ${String(name)} failed`,
        );
      }
    },
  };
}
