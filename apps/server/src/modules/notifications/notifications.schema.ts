/** The notifications module's tables: the notifications, their types, and the push devices. */
import type { NotificationMore } from '@koinonia/contracts';

/**
 * `more` as stored: what the API shows, and for a grouped comment notification the members
 * who did it (`actors`, never shown: notifications.presenter.ts picks its fields).
 */
export type StoredMore = NotificationMore & { actors?: string[] };

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  uniqueIndex,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * The notification types the modules emit, written at each start from MODULES' manifests (and
 * the contracts' NOTIFICATION_TYPES): a new type needs no migration, an unknown one is refused
 * by the foreign key below.
 */
export const notificationTypes = pgTable('notification_types', {
  code: text('code').primaryKey(),
});

/**
 * Notifications, stored before they are published (ARCHITECTURE.md, Realtime). `more` holds
 * `post` or `id` (spec §3); the type is one of notification_types.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type')
      .notNull()
      .references(() => notificationTypes.code),
    message: text('message').notNull(),
    more: jsonb('more').$type<StoredMore>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The fact it comes from (platform/facts.ts): delivering that fact again stores nothing
     * twice. The column keeps its stored name (docs/adr/0013-facts-not-events.md).
     */
    factId: uuid('event_id'),
    createdAt: createdAt(),
    /** When it went out in an e-mail (the digests send each one at most once). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_id_created_at_id_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('notifications_event_user_type_key').on(t.factId, t.userId, t.notificationType),
    // The digests read what is unread and not mailed yet, oldest first.
    index('notifications_unmailed_idx')
      .on(t.createdAt, t.userId)
      .where(sql`${t.readAt} is null and ${t.mailedAt} is null`),
  ],
);

/**
 * The devices where a member switched web push on (docs/adr/0020-web-push.md): one row per
 * push endpoint, owned by the member who subscribed it last (a shared phone passes from one
 * member to the next). `p256dh` and `auth` are the device's keys that each payload is
 * encrypted with (RFC 8291). A push service's 404 or 410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
    check('push_subscriptions_endpoint_length', sql`char_length(${t.endpoint}) <= 1000`),
  ],
);
