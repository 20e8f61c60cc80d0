/** The publications module's tables: types, publications, photos, comments and reactions. */
import { STORED_AUDIENCES, VIDEO_KINDS } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { events } from '../events/events.schema.ts';
import { groups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';

/** Kinds of publication (seeded by migration: texte, photo, video, celebration). */
export const publicationTypes = pgTable('publication_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique('publication_types_code_key'),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** Reactions offered on publications and comments (seeded: amen, jaime, priere, merci). */
export const reactionTypes = pgTable('reaction_types', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** Publications; deleting one deletes its photos, comments and reactions (cascade). */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type')
      .notNull()
      .references(() => publicationTypes.code),
    text: text('text').notNull().default(''),
    audience: text('audience', { enum: STORED_AUDIENCES }).notNull(),
    /** The group or page it was published in; its audience is then 'group'. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** The event whose discussion it belongs to; its audience is then 'event'. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    videoKind: text('video_kind', { enum: VIDEO_KINDS }),
    videoUrl: text('video_url'),
    /** Made by the author's device: a retried POST answers the stored publication. */
    clientId: uuid('client_id'),
    /** Hidden by moderation from everyone but its author (docs/adr/0021-moderation.md). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by triggers whenever anything a card shows changes (the row, its photos, reactions,
     * comments and their reactions, its author's and commenters' cards, its group, event or
     * video): the key of its cached JSON (publications.cache.ts, docs/performance.md).
     */
    cacheVersion: bigint('cache_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check(
      'publications_audience_check',
      sql`${t.audience} in ('public', 'friends', 'private', 'group', 'event')`,
    ),
    check(
      'publications_group_audience_check',
      sql`(${t.audience} = 'group') = (${t.groupId} is not null)`,
    ),
    check(
      'publications_event_audience_check',
      sql`(${t.audience} = 'event') = (${t.eventId} is not null)`,
    ),
    // An event's discussion reads its publications newest first.
    index('publications_event_created_at_id_idx')
      .on(t.eventId, t.createdAt, t.id)
      .where(sql`${t.eventId} is not null`),
    // A group's tab, and the group part of the feed, read its publications newest first.
    index('publications_group_created_at_id_idx')
      .on(t.groupId, t.createdAt, t.id)
      .where(sql`${t.groupId} is not null`),
    check(
      'publications_video_check',
      sql`(${t.videoKind} is null and ${t.videoUrl} is null) or (${t.videoKind} in ('upload', 'youtube', 'vimeo') and ${t.videoUrl} is not null)`,
    ),
    index('publications_author_created_at_id_idx').on(t.authorId, t.createdAt, t.id),
    uniqueIndex('publications_author_client_id_key').on(t.authorId, t.clientId),
    // `?has=video` (videos pages, media tabs): a member's few videos without reading the rest.
    index('publications_video_author_created_at_id_idx')
      .on(t.authorId, t.createdAt, t.id)
      .where(sql`${t.videoKind} is not null`),
  ],
);

/** Photos of a publication, in the author's order; `user_id` is the author. */
export const publicationPhotos = pgTable(
  'publication_photos',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.position] }),
    check('publication_photos_position_check', sql`${t.position} between 0 and 14`),
  ],
);

/**
 * Comments; `reply_to` names a top-level comment of the same publication (one level of
 * nesting: the service refuses a reply to a reply or to another publication's comment).
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyTo: uuid('reply_to').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    image: text('image'),
    /** Made by the author's device: a retried POST answers the stored comment. */
    clientId: uuid('client_id'),
    /** Hidden by moderation from everyone but its author (docs/adr/0021-moderation.md). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comments_author_client_id_key').on(t.authorId, t.clientId),
    check('comments_not_empty_check', sql`${t.text} <> '' or ${t.image} is not null`),
    check('comments_not_self_reply_check', sql`${t.replyTo} is null or ${t.replyTo} <> ${t.id}`),
    index('comments_publication_reply_created_at_id_idx').on(
      t.publicationId,
      t.replyTo,
      t.createdAt,
      t.id,
    ),
    index('comments_reply_to_idx').on(t.replyTo),
    // A member's activity tab reads their comments newest first.
    index('comments_author_created_at_id_idx').on(t.authorId, t.createdAt, t.id),
  ],
);

/** One reaction per member per publication. */
export const publicationReactions = pgTable(
  'publication_reactions',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .references(() => reactionTypes.code),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.userId] }),
    // A member's activity tab reads their reactions newest first.
    index('publication_reactions_user_created_at_idx').on(t.userId, t.createdAt, t.publicationId),
  ],
);

/** One reaction per member per comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .references(() => reactionTypes.code),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_user_created_at_idx').on(t.userId, t.createdAt, t.commentId),
  ],
);

/**
 * A member's favourites ('Mes favoris'): the publications they saved, private to them. Listed
 * last saved first; deleting the publication or the member deletes the row (cascade).
 */
export const savedPublications = pgTable(
  'saved_publications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.publicationId] }),
    index('saved_publications_user_created_at_idx').on(t.userId, t.createdAt, t.publicationId),
  ],
);
