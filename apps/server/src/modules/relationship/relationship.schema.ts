/** The relationship module's table: one relation (invitation, friendship or block) per pair. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const RELATIONSHIP_STATUSES = ['PENDING', 'ACCEPTED'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const relationships = pgTable(
  'relationships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // null while blocked: blocking ends a friendship or an invitation (spec §4).
    status: text('status', { enum: RELATIONSHIP_STATUSES }).default('PENDING'),
    blocked: boolean('blocked').notNull().default(false),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'relationships_status_check',
      sql`(${t.blocked} and ${t.status} is null and ${t.blockedBy} is not null) or (not ${t.blocked} and ${t.status} in ('PENDING', 'ACCEPTED') and ${t.blockedBy} is null)`,
    ),
    check('relationships_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    // One relation per unordered pair, even under concurrent requests.
    uniqueIndex('relationships_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('relationships_receiver_id_idx').on(t.receiverId),
    index('relationships_sender_id_idx').on(t.senderId),
  ],
);
