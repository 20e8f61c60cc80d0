/**
 * Domain events, typed (ARCHITECTURE.md: "domain events ──► notifications / realtime"). A write
 * records its event in its own transaction (platform/outbox.ts); after commit, the job queue
 * delivers it here, to every listener. A failing listener never fails the write, which is
 * committed: it fails the delivery job, which is retried.
 */
/**
 * Every domain event of the process, by name: each module adds its own by declaration merging
 * (`declare module '../../platform/events.ts' { interface DomainEvents { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

/** What a listener learns besides the payload: the event's id, its idempotency key. */
export interface EventMeta {
  eventId: string;
}

/**
 * A listener runs after the write is committed, from the job queue; it may run again for the
 * same event (a retry after a crash), so it must be idempotent (key its writes by `eventId`).
 */
export type Listener<Payload> = (payload: Payload, meta: EventMeta) => Promise<void> | void;

export interface EventBus<Events extends object> {
  /** Adds a listener; returns the function that removes it. */
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): () => void;
  /**
   * Runs every listener of `name` (the outbox's delivery job calls it). Each failure is reported;
   * if any failed, it rejects once all have run, so that the job is retried.
   */
  emit<Name extends keyof Events>(
    name: Name,
    payload: Events[Name],
    meta: EventMeta,
  ): Promise<void>;
}

export function createEventBus<Events extends object>(
  onListenerError: (error: unknown, name: keyof Events) => void,
): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
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
