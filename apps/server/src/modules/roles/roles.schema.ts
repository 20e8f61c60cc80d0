/** The roles module's table: which member holds which community role. */
import { COMMUNITY_ROLES } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

export const memberRoles = pgTable(
  'member_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check(
      'member_roles_role_check',
      sql.raw(`role in (${COMMUNITY_ROLES.map((role) => `'${role}'`).join(', ')})`),
    ),
  ],
);
