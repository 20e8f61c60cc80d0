/**
 * The celebrations module's tables: the wishes sent (one per sender, recipient, occasion and
 * year: the unique index is what answers 409 to a second one) and the mornings on which a member
 * was told of their friends' birthdays (one row per member and day: the morning job tells each
 * member once, whatever restarts or retries happen).
 */
import { CELEBRATION_OCCASIONS, WISH_CHANNELS } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const celebrationWishes = pgTable(
  'celebration_wishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occasion: text('occasion', { enum: CELEBRATION_OCCASIONS }).notNull(),
    /** The year of the occasion, in the community's time zone. */
    year: integer('year').notNull(),
    channel: text('channel', { enum: WISH_CHANNELS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('celebration_wishes_once_key').on(t.senderId, t.recipientId, t.occasion, t.year),
    index('celebration_wishes_recipient_idx').on(t.recipientId),
    check(
      'celebration_wishes_occasion_check',
      sql`${t.occasion} in ('birthday', 'name_day', 'membership')`,
    ),
    check('celebration_wishes_channel_check', sql`${t.channel} in ('message', 'notification')`),
  ],
);

export const celebrationNotices = pgTable(
  'celebration_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The community's day on which the member was told. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
