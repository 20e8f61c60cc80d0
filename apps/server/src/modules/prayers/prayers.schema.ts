/**
 * The prayers module's tables (docs/adr/0025-prayer-intentions.md): the intentions, who prays
 * for each ('Je prie', once per member), the words of support, and the daily notices told to
 * authors (one per intention and day). Deleting an intention deletes the rest (cascade); a
 * deleted member's intentions, prayers and words go with their account.
 */
import { PRAYER_AUDIENCES } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { groups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';

const audiences = PRAYER_AUDIENCES.map((a) => `'${a}'`).join(', ');

export const prayerIntentions = pgTable(
  'prayer_intentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Its author is named to nobody but themselves and the moderators. */
    anonymous: boolean('anonymous').notNull().default(false),
    audience: text('audience').notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** It leaves the active list then; its author may renew it. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The author's 'Action de grâce', which closes it (no more 'Je prie' nor words). */
    thanksgiving: text('thanksgiving'),
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('prayer_intentions_audience_check', sql.raw(`audience in (${audiences})`)),
    check(
      'prayer_intentions_group_check',
      sql`(${t.audience} = 'group') = (${t.groupId} is not null)`,
    ),
    index('prayer_intentions_ends_at_idx').on(t.endsAt, t.id),
    index('prayer_intentions_author_idx').on(t.authorId, t.createdAt),
    index('prayer_intentions_group_idx')
      .on(t.groupId, t.endsAt)
      .where(sql`${t.groupId} is not null`),
  ],
);

/** 'Je prie': one row per member and intention (the primary key makes it once). */
export const prayerPrayers = pgTable(
  'prayer_prayers',
  {
    intentionId: uuid('intention_id')
      .notNull()
      .references(() => prayerIntentions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Not named to the author (counted only). */
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.intentionId, t.userId] }),
    index('prayer_prayers_user_idx').on(t.userId),
  ],
);

export const prayerSupports = pgTable(
  'prayer_supports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intentionId: uuid('intention_id')
      .notNull()
      .references(() => prayerIntentions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prayer_supports_intention_idx').on(t.intentionId, t.createdAt),
    index('prayer_supports_author_idx').on(t.authorId),
  ],
);

/**
 * The daily notice of an intention ('12 personnes prient pour votre intention'): claimed once
 * per intention and day, with the count told, so a retried job tells nothing twice and a day
 * with no new prayer tells nothing.
 */
export const prayerNotices = pgTable(
  'prayer_notices',
  {
    intentionId: uuid('intention_id')
      .notNull()
      .references(() => prayerIntentions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.intentionId, t.day] })],
);

/**
 * The daily mail of the intentions a member prays for, at their hour (community time); the day
 * it was last sent, so a retried or repeated hourly run mails nothing twice.
 */
export const prayerDigests = pgTable(
  'prayer_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: smallint('hour').notNull(),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
  },
  (t) => [
    check('prayer_digests_hour_check', sql`${t.hour} between 0 and 23`),
    index('prayer_digests_hour_idx').on(t.hour),
  ],
);
