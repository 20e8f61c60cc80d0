/** The account module's table: the member's data exports ('Télécharger mes données'). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * One archive asked for by a member: written when asked (the per-hour limit counts these rows),
 * then `storage_key` and `ready_at` once the job has stored the ZIP. Deleted with its file
 * after `expires_at` by the hourly sweep.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `exports/<user id>/<128 random bits>.zip` in the media storage; null while it is built. */
    storageKey: text('storage_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('data_exports_ready_check', sql`(${t.storageKey} is null) = (${t.readyAt} is null)`),
    check('data_exports_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);
