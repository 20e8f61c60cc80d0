/** The platform's own table: the transactional outbox of facts (ADR 0005, ADR 0013). */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * Each fact, written in the transaction of the write that causes it and delivered after commit
 * by the job queue; `delivered_at` is set once every listener has run. The table keeps its
 * stored name, `domain_events` (docs/adr/0013-facts-not-events.md).
 */
export const outboxFacts = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_undelivered_idx')
      .on(t.createdAt)
      .where(sql`delivered_at is null`),
  ],
);
