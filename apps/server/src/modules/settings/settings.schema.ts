/** The settings module's table: one row of preferences per member. */
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * What the member chose, as the contracts' settings object (or part of it): read merged over
 * DEFAULT_SETTINGS, so a key added later gets its default. No row: every default.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
