/**
 * The admin module's tables: the community's profile (one row: name, description, logo,
 * sign-up mode) and the invitations an admin mails while sign-up is by invitation.
 */
import { SIGN_UP_MODES } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** One row (id 1) once an admin saves anything; absent, the defaults hold (admin.service.ts). */
export const communityProfile = pgTable(
  'community_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    signUpMode: text('sign_up_mode').notNull().default('open'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('community_profile_single_row', sql`${t.id} = 1`),
    check(
      'community_profile_sign_up_mode_check',
      sql.raw(`sign_up_mode in (${SIGN_UP_MODES.map((mode) => `'${mode}'`).join(', ')})`),
    ),
  ],
);

/** A single-use sign-up link: only its token's hash is kept. */
export const communityInvitations = pgTable(
  'community_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('community_invitations_invited_by_idx').on(t.invitedBy)],
);
