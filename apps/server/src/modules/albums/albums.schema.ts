/**
 * The albums module's tables (docs/adr/0018-albums.md): albums and their items. Each item owns
 * one publication of the hidden kind 'album' (publications.schema.ts), whose reactions and
 * comments are the item's thread; deleting the item deletes it (the service does, then the
 * cascade would).
 */
import { ALBUM_AUDIENCES, ALBUM_CONTRIBUTORS, ALBUM_ITEM_KINDS } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { publications } from '../publications/publications.schema.ts';
import { users } from '../users/users.schema.ts';

export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    audience: text('audience', { enum: ALBUM_AUDIENCES }).notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    contributors: text('contributors', { enum: ALBUM_CONTRIBUTORS }).notNull().default('owner'),
    /** The item shown on its card; none: the first in the owner's order. */
    coverItemId: uuid('cover_item_id'),
    createdAt: createdAt(),
    /** Its last change (an item added): the lists' order and the sample's `time`. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'albums_audience_check',
      sql`${t.audience} in ('public', 'friends', 'private', 'group', 'event')`,
    ),
    check('albums_group_check', sql`(${t.audience} = 'group') = (${t.groupId} is not null)`),
    check('albums_event_check', sql`(${t.audience} = 'event') = (${t.eventId} is not null)`),
    check('albums_contributors_check', sql`${t.contributors} in ('owner', 'members')`),
    index('albums_owner_updated_at_id_idx').on(t.ownerId, t.updatedAt, t.id),
    index('albums_group_updated_at_id_idx')
      .on(t.groupId, t.updatedAt, t.id)
      .where(sql`${t.groupId} is not null`),
    // An event has one album, 'Photos de l'événement' (GET /api/events/{id}/album/).
    uniqueIndex('albums_event_id_key')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);

export const albumItems = pgTable(
  'album_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    /** Who added it: they may remove it; the owner may remove anything. */
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALBUM_ITEM_KINDS }).notNull().default('photo'),
    /** The media module's path of the file (`/media/<key>`), uploaded by `added_by`. */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull(),
    /** Hidden by moderation from everyone but who added it (docs/adr/0021-moderation.md). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    /** Its thread: a publication of the hidden kind 'album' (docs/adr/0018-albums.md). */
    publicationId: uuid('publication_id')
      .notNull()
      .unique('album_items_publication_id_key')
      .references(() => publications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('album_items_kind_check', sql`${t.kind} in ('photo', 'video')`),
    index('album_items_album_position_id_idx').on(t.albumId, t.position, t.id),
    index('album_items_added_by_idx').on(t.addedBy),
    index('album_items_url_idx').on(t.url),
  ],
);

/**
 * Image rights (docs/adr/0018-albums.md): who is tagged on an item, by whom, and their request
 * to remove it. While a request is `requested`, the item is shown only to who added it and to
 * the requester; who added it keeps it (`kept`, with a word) or deletes it.
 */
export const albumTags = pgTable(
  'album_tags',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => albumItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taggedBy: uuid('tagged_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null, or the tagged member's removal request: `requested`, then `kept`. */
    removal: text('removal', { enum: ['requested', 'kept'] }),
    /** The word of who added the item when they keep it. */
    removalNote: text('removal_note').notNull().default(''),
    removalAt: timestamp('removal_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId], name: 'album_tags_pkey' }),
    check('album_tags_removal_check', sql`${t.removal} in ('requested', 'kept')`),
    index('album_tags_user_created_at_idx').on(t.userId, t.createdAt),
    index('album_tags_pending_idx')
      .on(t.itemId)
      .where(sql`${t.removal} = 'requested'`),
  ],
);

/**
 * What each item made (its thread and its file), kept past the item: a group's or an event's
 * deletion removes the items by cascade, and the sweep (`albums.sweep`) then deletes the
 * threads and the files nothing refers to any more; until then the files stay guarded. No
 * foreign key: it must outlive the item.
 */
export const albumItemTraces = pgTable(
  'album_item_traces',
  {
    itemId: uuid('item_id').primaryKey(),
    url: text('url').notNull(),
    addedBy: uuid('added_by').notNull(),
    publicationId: uuid('publication_id').notNull(),
    createdAt: createdAt(),
  },
  // The media module asks at each read whether a file is guarded (holdsFile).
  (t) => [index('album_item_traces_url_idx').on(t.url)],
);
