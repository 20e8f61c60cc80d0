/** The users module's tables: members and the pictures they have set. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index on lower(email) guards it in the database too.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    titre: text('titre').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bio: text('bio').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** Where the member lives (the events' 'Près de chez moi'). */
    town: text('town'),
    postcode: text('postcode'),
    profilePicture: text('profile_picture'),
    coverPicture: text('cover_picture'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Closed by its member (ADR 0009): hidden from everyone at once, deleted at
     * `deletion_due_at` unless reactivated before. Deletion clears it and sets `deleted_at`.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /** Deleted: the row stays, emptied, so others' threads show 'Membre supprimé'. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The profile (bio, pictures) hidden by moderation from everyone but its member. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'titre first last', lower-cased and accent-folded, for member search (pg_trgm). */
    searchName: text('search_name').generatedAlwaysAs(
      sql`koinonia_unaccent(lower(titre || ' ' || first_name || ' ' || last_name))`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The few closed accounts, read by every list that hides them (users.public.ts, closedIds).
    index('users_closed_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.closedAt} is not null`),
  ],
);

export const PICTURE_CATEGORIES = ['profil', 'cover'] as const;

/** Pictures a member has set as profile picture or cover, newest first (`user_files`). */
export const userFiles = pgTable(
  'user_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categorie: text('categorie', { enum: PICTURE_CATEGORIES }).notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_files_categorie_check', sql`${t.categorie} in ('profil', 'cover')`),
    index('user_files_user_id_categorie_created_at_idx').on(t.userId, t.categorie, t.createdAt),
  ],
);
