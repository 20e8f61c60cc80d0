/**
 * The rotas module's tables (docs/adr/0028-volunteer-rotas.md): a group's services, their slots
 * (one occurrence on a date, with its places), each member's standing on a slot, the members'
 * away dates and the tokens of their ICS feeds. A group's deletion takes its services and
 * slots (cascade); a member's erasure takes their rows (rotas.personal-data.ts).
 *
 * The race for a place: a held place is a numbered `seat` of the slot, unique per slot
 * (`rota_assignments_slot_seat_key`); two members taking the same free place write the same
 * seat and exactly one insert wins.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROTA_STATUSES } from '@koinonia/contracts';
import { createdAt } from '../../db/columns.ts';
import { events } from '../events/events.schema.ts';
import { groups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';

export const rotaServices = pgTable(
  'rota_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    places: integer('places').notNull(),
    /** A weekly service: ISO weekday and 'HH:MM' (community time); null for an event's. */
    weekday: integer('weekday'),
    time: text('time'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rota_services_group_id_idx').on(t.groupId),
    check('rota_services_places_check', sql`${t.places} between 1 and 30`),
    check(
      'rota_services_shape_check',
      sql`(${t.eventId} is null and ${t.weekday} between 1 and 7 and ${t.time} is not null)
        or (${t.eventId} is not null and ${t.weekday} is null and ${t.time} is null)`,
    ),
  ],
);

export const rotaSlots = pgTable(
  'rota_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => rotaServices.id, { onDelete: 'cascade' }),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    places: integer('places').notNull(),
    open: boolean('open').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rota_slots_service_date_key').on(t.serviceId, t.onDate),
    index('rota_slots_on_date_idx').on(t.onDate),
  ],
);

export const rotaAssignments = pgTable(
  'rota_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => rotaSlots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ROTA_STATUSES }).notNull(),
    /** The place held (1 … places) while asked, accepted or awaiting a replacement. */
    seat: integer('seat'),
    /** Who asked them (a leader), or null when they volunteered. */
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The day (community time) their reminder was claimed: once. */
    remindedOn: date('reminded_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('rota_assignments_slot_user_key').on(t.slotId, t.userId),
    uniqueIndex('rota_assignments_slot_seat_key')
      .on(t.slotId, t.seat)
      .where(sql`${t.seat} is not null`),
    index('rota_assignments_user_id_idx').on(t.userId),
    check(
      'rota_assignments_seat_check',
      sql`(${t.status} in ('asked', 'accepted', 'replacement')) = (${t.seat} is not null)`,
    ),
  ],
);

/** A period when the member is away (both days included). */
export const rotaAbsences = pgTable(
  'rota_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rota_absences_user_id_idx').on(t.userId),
    check('rota_absences_order_check', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/** The private address of a member's ICS feed of their services. */
export const rotaFeeds = pgTable(
  'rota_feeds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique('rota_feeds_token_key'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
