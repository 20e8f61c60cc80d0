/**
 * The parish module's tables (docs/adr/0026-parish-page.md): a community page's parish profile
 * (its row declares the page a parish), its weekly times and their exceptions, and the requests
 * members send to its office with their messages. A page's deletion takes all of them
 * (cascade); a member's erasure takes their requests (parish.personal-data.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PARISH_EXCEPTION_KINDS,
  PARISH_REQUEST_KINDS,
  PARISH_REQUEST_STATUSES,
  PARISH_TIME_KINDS,
} from '@koinonia/contracts';
import { createdAt } from '../../db/columns.ts';
import { groups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';

export const parishProfiles = pgTable('parish_profiles', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  address: text('address').notNull().default(''),
  mapUrl: text('map_url').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  officeHours: text('office_hours').notNull().default(''),
  givingUrl: text('giving_url').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A weekly time: every ISO `weekday` (1 Monday … 7 Sunday) at `time` ('HH:MM', local). */
export const parishTimes = pgTable(
  'parish_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => parishProfiles.groupId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PARISH_TIME_KINDS }).notNull(),
    label: text('label').notNull().default(''),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    place: text('place').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('parish_times_group_id_idx').on(t.groupId),
    check('parish_times_weekday_check', sql`${t.weekday} between 1 and 7`),
  ],
);

/**
 * An exception: `cancel` the occurrence of `time_id` on `on_date`, `move` it to `new_date`
 * `new_time`, or `add` one on `new_date` at `new_time` (with its own kind and label).
 */
export const parishExceptions = pgTable(
  'parish_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => parishProfiles.groupId, { onDelete: 'cascade' }),
    exception: text('exception', { enum: PARISH_EXCEPTION_KINDS }).notNull(),
    timeId: uuid('time_id').references(() => parishTimes.id, { onDelete: 'cascade' }),
    onDate: date('on_date', { mode: 'string' }),
    newDate: date('new_date', { mode: 'string' }),
    newTime: text('new_time'),
    kind: text('kind', { enum: PARISH_TIME_KINDS }),
    label: text('label').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    place: text('place').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('parish_exceptions_group_id_idx').on(t.groupId),
    check(
      'parish_exceptions_shape_check',
      sql`(${t.exception} = 'add' and ${t.timeId} is null and ${t.newDate} is not null and ${t.newTime} is not null and ${t.kind} is not null)
        or (${t.exception} = 'cancel' and ${t.timeId} is not null and ${t.onDate} is not null)
        or (${t.exception} = 'move' and ${t.timeId} is not null and ${t.onDate} is not null and ${t.newDate} is not null and ${t.newTime} is not null)`,
    ),
  ],
);

export const parishRequests = pgTable(
  'parish_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => parishProfiles.groupId, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PARISH_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: PARISH_REQUEST_STATUSES }).notNull().default('recue'),
    person: text('person').notNull().default(''),
    dateWished: date('date_wished', { mode: 'string' }),
    intention: text('intention').notNull().default(''),
    offeringPaidOutside: boolean('offering_paid_outside').notNull().default(false),
    place: text('place').notNull().default(''),
    phone: text('phone').notNull().default(''),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parish_requests_group_id_created_at_idx').on(t.groupId, t.createdAt),
    index('parish_requests_requester_id_idx').on(t.requesterId),
  ],
);

export const parishRequestMessages = pgTable(
  'parish_request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => parishRequests.id, { onDelete: 'cascade' }),
    /** An admin's message stays when their account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('parish_request_messages_request_id_idx').on(t.requestId, t.createdAt)],
);
