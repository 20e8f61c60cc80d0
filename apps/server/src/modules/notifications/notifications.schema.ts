/** The notifications module's table. */

import { sql } from 'drizzle-orm';
import { index, uniqueIndex, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    more: jsonb('more').$type<{ post?: string; id?: string }>().notNull().default({}),
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
