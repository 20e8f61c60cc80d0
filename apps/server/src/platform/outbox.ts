/**
 * The transactional outbox (docs/adr/0005-events-through-the-outbox.md). A write
 * and the facts it causes (platform/facts.ts) are committed together: `outbox.transaction(work)`
 * runs the write in one transaction and `record` adds each fact to `domain_events` in it. After
 * commit, one delivery job per fact is sent (its job id is the fact id, so a second send is a
 * no-op); the job runs the listeners, then marks the fact delivered. A node that dies between
 * commit and send loses nothing: a sweep every minute, and one at start, sends the jobs of facts
 * still undelivered. Listeners are idempotent (keyed by the fact id), so a delivery that runs
 * again after a crash doubles nothing.
 *
 * The table (`domain_events`) and the queues (`domain-event.*`) keep their stored names: rows
 * and jobs already written stay readable across a deploy (docs/adr/0013-facts-not-events.md).
 */
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { asDb } from '../db/sql.ts';
import type { Facts, FactBus } from './facts.ts';
import type { Jobs } from './jobs.ts';
import { outboxFacts } from './outbox.schema.ts';

export type RecordFact = <Name extends keyof Facts>(
  name: Name,
  payload: Facts[Name],
) => Promise<void>;

/**
 * A module's repository over one transaction, with the recorder of that transaction, and the
 * transaction itself for another module's writes that belong to the same unit (sign-up's member,
 * consents and verification token: auth.service.ts).
 */
export type Transactional<Repository> = <T>(
  work: (repository: Repository, record: RecordFact, tx: Db) => Promise<T>,
) => Promise<T>;

export interface Outbox {
  /**
   * Runs `work` in one transaction (`tx` for its repository); the facts it records commit
   * with its writes and are delivered after commit.
   */
  transaction<T>(work: (tx: Db, record: RecordFact) => Promise<T>): Promise<T>;
  /** `transaction` with the module's repository made over the transaction. */
  over<Repository>(repositoryOver: (tx: Db) => Repository): Transactional<Repository>;
  /** Sends the delivery jobs of facts left undelivered for `olderThanSeconds`. */
  sweep(olderThanSeconds: number): Promise<number>;
  /**
   * Forgets the delivered facts that name `id` (a deleted member, ADR 0009); those still to
   * deliver stay, their listeners find nothing left to act on.
   */
  forgetDelivered(id: string): Promise<void>;
}

/** Delivered facts are kept this long (to look into a delivery), then deleted. */
const DELIVERED_RETENTION_DAYS = 30;

// Stored queue names, kept (see the header).
const DELIVER = 'domain-event.deliver';
const SWEEP = 'domain-event.sweep';

export function createOutbox(db: Db, jobs: Jobs, bus: FactBus<Facts>): Outbox {
  const sendDelivery = (id: string) => jobs.send(DELIVER, { id }, { id });

  jobs.define<{ id: string }>(
    DELIVER,
    async ({ id }) => {
      const [fact] = await db
        .select()
        .from(outboxFacts)
        .where(and(eq(outboxFacts.id, id), isNull(outboxFacts.deliveredAt)));
      if (!fact) return;
      await bus.emit(fact.name as keyof Facts, fact.payload as Facts[keyof Facts], {
        factId: fact.id,
      });
      await db
        .update(outboxFacts)
        .set({ deliveredAt: sql`now()` })
        .where(eq(outboxFacts.id, id));
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
            .insert(outboxFacts)
            .values({ name, payload })
            .returning({ id: outboxFacts.id });
          if (row) recorded.push(row.id);
        });
      });
      // After commit. A failed send is not the write's failure: the sweep sends it later.
      await Promise.all(recorded.map((id) => sendDelivery(id).catch(() => undefined)));
      return result;
    },

    over: (repositoryOver) => (work) =>
      outbox.transaction((tx, record) => work(repositoryOver(tx), record, tx)),

    async sweep(olderThanSeconds) {
      const rows = await db
        .select({ id: outboxFacts.id })
        .from(outboxFacts)
        .where(
          and(
            isNull(outboxFacts.deliveredAt),
            lt(outboxFacts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .orderBy(asc(outboxFacts.createdAt))
        .limit(500);
      for (const { id } of rows) await sendDelivery(id);
      return rows.length;
    },

    async forgetDelivered(id) {
      await db
        .delete(outboxFacts)
        .where(
          and(
            isNotNull(outboxFacts.deliveredAt),
            sql`${outboxFacts.payload}::text like ${`%${id}%`}`,
          ),
        );
    },
  };

  jobs.every(SWEEP, '* * * * *', async () => {
    await outbox.sweep(30);
    await db
      .delete(outboxFacts)
      .where(
        lt(
          outboxFacts.deliveredAt,
          sql`now() - make_interval(days => ${DELIVERED_RETENTION_DAYS})`,
        ),
      );
  });
  return outbox;
}
