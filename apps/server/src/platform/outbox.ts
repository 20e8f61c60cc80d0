/**
 * The transactional outbox (docs/adr/0005-events-through-the-outbox.md). A write
 * and the domain events it causes are committed together: `outbox.transaction(work)` runs the
 * write in one transaction and `record` adds each event to `domain_events` in it. After commit,
 * one delivery job per event is sent (its job id is the event id, so a second send is a no-op);
 * the job runs the listeners, then marks the event delivered. A node that dies between commit
 * and send loses nothing: a sweep every minute, and one at start, sends the jobs of events
 * still undelivered. Listeners are idempotent (keyed by the event id), so a delivery that runs
 * again after a crash doubles nothing.
 */
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { asDb } from '../db/sql.ts';
import type { DomainEvents, EventBus } from './events.ts';
import type { Jobs } from './jobs.ts';
import { domainEvents } from './outbox.schema.ts';

export type RecordEvent = <Name extends keyof DomainEvents>(
  name: Name,
  payload: DomainEvents[Name],
) => Promise<void>;

/** A module's repository over one transaction, with the recorder of that transaction. */
export type Transactional<Repository> = <T>(
  work: (repository: Repository, record: RecordEvent) => Promise<T>,
) => Promise<T>;

export interface Outbox {
  /**
   * Runs `work` in one transaction (`tx` for its repository); the events it records commit
   * with its writes and are delivered after commit.
   */
  transaction<T>(work: (tx: Db, record: RecordEvent) => Promise<T>): Promise<T>;
  /** `transaction` with the module's repository made over the transaction. */
  over<Repository>(repositoryOver: (tx: Db) => Repository): Transactional<Repository>;
  /** Sends the delivery jobs of events left undelivered for `olderThanSeconds`. */
  sweep(olderThanSeconds: number): Promise<number>;
  /**
   * Forgets the delivered events that name `id` (a deleted member, ADR 0009); those still to
   * deliver stay, their listeners find nothing left to act on.
   */
  forgetDelivered(id: string): Promise<void>;
}

/** Delivered events are kept this long (to look into a delivery), then deleted. */
const DELIVERED_RETENTION_DAYS = 30;

const DELIVER = 'domain-event.deliver';
const SWEEP = 'domain-event.sweep';

export function createOutbox(db: Db, jobs: Jobs, bus: EventBus<DomainEvents>): Outbox {
  const sendDelivery = (id: string) => jobs.send(DELIVER, { id }, { id });

  jobs.define<{ id: string }>(
    DELIVER,
    async ({ id }) => {
      const [event] = await db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.id, id), isNull(domainEvents.deliveredAt)));
      if (!event) return;
      await bus.emit(
        event.name as keyof DomainEvents,
        event.payload as DomainEvents[keyof DomainEvents],
        { eventId: event.id },
      );
      await db
        .update(domainEvents)
        .set({ deliveredAt: sql`now()` })
        .where(eq(domainEvents.id, id));
    },
    { retryLimit: 10, retryDelay: 2 },
  );

  const outbox: Outbox = {
    async transaction(work) {
      const recorded: string[] = [];
      const result = await db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        return work(tx, async (name, payload) => {
          const [row] = await tx
            .insert(domainEvents)
            .values({ name, payload })
            .returning({ id: domainEvents.id });
          if (row) recorded.push(row.id);
        });
      });
      // After commit. A failed send is not the write's failure: the sweep sends it later.
      await Promise.all(recorded.map((id) => sendDelivery(id).catch(() => undefined)));
      return result;
    },

    over: (repositoryOver) => (work) =>
      outbox.transaction((tx, record) => work(repositoryOver(tx), record)),

    async sweep(olderThanSeconds) {
      const rows = await db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            isNull(domainEvents.deliveredAt),
            lt(domainEvents.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .orderBy(asc(domainEvents.createdAt))
        .limit(500);
      for (const { id } of rows) await sendDelivery(id);
      return rows.length;
    },

    async forgetDelivered(id) {
      await db
        .delete(domainEvents)
        .where(
          and(
            isNotNull(domainEvents.deliveredAt),
            sql`${domainEvents.payload}::text like ${`%${id}%`}`,
          ),
        );
    },
  };

  jobs.every(SWEEP, '* * * * *', async () => {
    await outbox.sweep(30);
    await db
      .delete(domainEvents)
      .where(
        lt(
          domainEvents.deliveredAt,
          sql`now() - make_interval(days => ${DELIVERED_RETENTION_DAYS})`,
        ),
      );
  });
  return outbox;
}
