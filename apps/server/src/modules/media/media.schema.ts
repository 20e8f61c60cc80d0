/** The media module's table: every stored file and its owner. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const MEDIA_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'video/mp4',
  'video/webm',
] as const;

/** Every stored file, with its owner: a URL is only accepted from the member who uploaded it. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Name of the object in the storage (disk file or S3 key). */
    storageKey: text('storage_key').notNull().unique('media_storage_key_key'),
    /** Public path, `/media/<storage_key>`. */
    url: text('url').notNull().unique('media_url_key'),
    contentType: text('content_type', { enum: MEDIA_CONTENT_TYPES }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'media_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm')`,
    ),
    check('media_bytes_check', sql`${t.bytes} > 0`),
    index('media_owner_id_created_at_idx').on(t.ownerId, t.createdAt),
  ],
);
