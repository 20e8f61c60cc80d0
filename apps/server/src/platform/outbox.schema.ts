/** The platform's own table: the transactional outbox of domain events (ADR 0005). */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * Each domain event, written in the transaction of the write that causes it and delivered
 * after commit by the job queue; `delivered_at` is set once every listener has run.
 */
export const domainEvents = pgTable(
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
