/**
 * Domain events, typed and in process (ARCHITECTURE.md: "domain events ──► notifications /
 * realtime"). `emit` awaits every listener, so an answer leaves only once its consequences are
 * stored; a failing listener is reported and never fails the emitter (the write it announces
 * is already committed).
 */
/**
 * Every domain event of the process, by name: each module adds its own by declaration merging
 * (`declare module '../../platform/events.ts' { interface DomainEvents { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type Listener<Payload> = (payload: Payload) => Promise<void> | void;

export interface EventBus<Events extends object> {
  /** Adds a listener; returns the function that removes it. */
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): () => void;
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void>;
}

/** What a module that announces events needs: only `emit`. */
export type EventEmitter<Events extends object> = Pick<EventBus<Events>, 'emit'>;

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
    async emit(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      await Promise.all(
        [...set].map(async (listener) => {
          try {
            await (listener as Listener<typeof payload>)(payload);
          } catch (error) {
            onListenerError(error, name);
          }
        }),
      );
    },
  };
}
