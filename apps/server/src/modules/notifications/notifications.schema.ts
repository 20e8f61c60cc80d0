/** The notifications module's table. */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * Notifications, stored before they are published (ARCHITECTURE.md, Realtime). `more` holds
 * `post` or `id` (spec §3). Types: FRIEND_REQUEST_NEW, FRIEND_REQUEST_ACCEPT, and the
 * publication kinds (POST_…, COMMENTAIRE…, REPONSE…) as they land.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    message: text('message').notNull(),
    more: jsonb('more').$type<{ post?: string; id?: string }>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.notificationType} ~ '^(FRIEND_REQUEST_(NEW|ACCEPT)|POST_[A-Z_]+|COMMENTAIRE[A-Z_]*|REPONSE[A-Z_]*)$'`,
    ),
    index('notifications_user_id_created_at_id_idx').on(t.userId, t.createdAt, t.id),
  ],
);
