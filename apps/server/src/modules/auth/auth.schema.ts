/**
 * The auth module's tables: refresh-token families, one-time tokens, failed sign-ins and the
 * moment a member's sessions were last ended.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    /** When it was rotated: a retry within the grace window answers the same pair again. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** The browser's user agent at sign-in (the device of a session), cut to 512. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'unlock_account',
  'change_email',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** change_email: the new address, which the link proves. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'unlock_account', 'change_email')`,
    ),
    index('one_time_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins, counted per (e-mail address, IP address) pair so the growing delay holds
 * across nodes and an attacker elsewhere never delays the owner. user_id is set when the address
 * belongs to a member.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_email_created_at_idx').on(t.email, t.createdAt),
    index('sign_in_failures_email_ip_created_at_idx').on(t.email, t.ip, t.createdAt),
  ],
);

/**
 * When a member's sessions were last ended by a suspension or a ban: an access token issued
 * before it is refused at once, not when it expires (docs/adr/0021-moderation.md). One row a
 * member, moved forward each time; every node reads those of the last access-token lifetime.
 */
export const sessionCutoffs = pgTable(
  'session_cutoffs',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    validAfter: timestamp('valid_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_cutoffs_valid_after_idx').on(t.validAfter)],
);
