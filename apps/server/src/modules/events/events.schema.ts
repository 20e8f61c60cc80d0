/**
 * The events module's tables (ADR 0008): events, their organisers, each member's answer (with
 * guests and a place on the waiting list), the reminders already sent, and each member's
 * private calendar-feed token.
 */
import {
  EVENT_AUDIENCES,
  EVENT_CATEGORIES,
  EVENT_STANDINGS,
  EVENT_STATUSES,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, searchVector } from '../../db/columns.ts';
import { groups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: EVENT_CATEGORIES }).notNull(),
    /** The cover picture: a path of the creator's upload (media module). */
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    location: text('location').notNull().default(''),
    onlineUrl: text('online_url'),
    audience: text('audience', { enum: EVENT_AUDIENCES }).notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** Seats, guests counted; null: no limit. */
    capacity: integer('capacity'),
    maxGuests: integer('max_guests').notNull().default(0),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('confirmed'),
    cancelMessage: text('cancel_message'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** iCalendar SEQUENCE: bumped at each change a calendar must take. */
    sequence: integer('sequence').notNull().default(0),
    /** Hidden by moderation from everyone but its organisers (docs/adr/0021-moderation.md). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title, place and text for the search of everything (docs/adr/0022-search.md). */
    searchVector: searchVector([
      [sql`title`, 'A'],
      [sql`location`, 'B'],
      [sql`description`, 'C'],
    ]),
    /** Title and place, folded with their synonyms: the search's typo fallback (pg_trgm). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`koinonia_search_text(title || ' ' || location)`,
    ),
  },
  (t) => [
    check('events_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_max_guests_check', sql`${t.maxGuests} between 0 and 10`),
    check(
      'events_group_audience_check',
      sql`(${t.audience} = 'group') = (${t.groupId} is not null)`,
    ),
    index('events_starts_at_id_idx').on(t.startsAt, t.id),
    index('events_ends_at_idx').on(t.endsAt),
    // The longest event's length, read by the upcoming tabs to start the index scan near now.
    index('events_length_idx').on(sql`(${t.endsAt} - ${t.startsAt})`),
    index('events_group_starts_at_idx').on(t.groupId, t.startsAt),
    index('events_search_vector_idx').using('gin', t.searchVector),
    index('events_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const eventOrganisers = pgTable(
  'event_organisers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_organisers_user_idx').on(t.userId),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    standing: text('standing', { enum: EVENT_STANDINGS }).notNull(),
    guests: integer('guests').notNull().default(0),
    /** When the member joined the waiting list: its order. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('event_participants_guests_check', sql`${t.guests} between 0 and 10`),
    check(
      'event_participants_waiting_check',
      sql`(${t.standing} = 'waiting') = (${t.waitingSince} is not null)`,
    ),
    index('event_participants_event_standing_idx').on(
      t.eventId,
      t.standing,
      t.waitingSince,
      t.userId,
    ),
    index('event_participants_user_standing_idx').on(t.userId, t.standing),
  ],
);

/** A reminder sent (24 h or 1 h before): never twice for the same start. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['24h', '1h'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.kind, t.startsAt] })],
);

/** The secret of a member's private calendar feed (renewing it replaces it). */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_tokens_token_key'),
  createdAt: createdAt(),
});
