/** The terms module's tables: the published versions and the members' consents. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * Each version of the privacy notice and terms of use, as published (the Markdown text is kept:
 * what a member accepted can always be read again). The current one is the last published.
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    version: text('version').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_versions_published_at_idx').on(t.publishedAt)],
);

/**
 * A member's consents, each with the version it was given for and when (GDPR art. 7(1): the
 * controller can show the consent): 'terms' (the terms of use and the privacy notice) and
 * 'religious_data' (explicit consent to processing data revealing religious belief, art. 9(2)(a)).
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: text('version')
      .notNull()
      .references(() => termsVersions.version),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_consents_user_kind_version_key').on(t.userId, t.kind, t.version),
    check('member_consents_kind_check', sql`${t.kind} in ('terms', 'religious_data')`),
  ],
);
