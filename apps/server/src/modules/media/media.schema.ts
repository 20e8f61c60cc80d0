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

/** Where a file is: videos wait for their transcode; everything else is ready at once. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;

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
    /**
     * A video's place in the pipeline (docs/adr/0017-video-pipeline.md): 'processing' until
     * its job has stored the transcode under `storage_key`, then 'ready', or 'failed' with
     * `failure` (its files removed). Images are 'ready' from the start.
     */
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('ready'),
    /** Percent of the transcode done, 0–100 (updated by tenths). */
    progress: integer('progress').notNull().default(100),
    /** The uploaded original while its video is processed (never served); null after. */
    sourceKey: text('source_key'),
    /** A video's poster (a sized WebP with its copies). */
    posterKey: text('poster_key'),
    /** A video's length, in milliseconds. */
    durationMs: integer('duration_ms'),
    /** Why the video could not be processed, in French, for the member. */
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'media_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm')`,
    ),
    check('media_bytes_check', sql`${t.bytes} > 0`),
    check('media_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
    check('media_progress_check', sql`${t.progress} between 0 and 100`),
    index('media_owner_id_created_at_idx').on(t.ownerId, t.createdAt),
    // A poster is hidden with its video's closed account (`ownerClosed`).
    index('media_poster_key_idx')
      .on(t.posterKey)
      .where(sql`${t.posterKey} is not null`),
    // The sweep that sends again the job of a video left processing: few rows, read often.
    index('media_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);
