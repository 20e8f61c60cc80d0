/** The only file that touches the media table. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { closedIds } from '../users/users.public.ts';
import { media } from './media.schema.ts';

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

/** PostgreSQL's SQLSTATE, whether the driver error arrives bare or wrapped by drizzle. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function createMediaRepository(db: Db) {
  return {
    /**
     * Records a stored file. undefined when the owner no longer exists (a valid token can
     * outlive its account by a few minutes): the foreign key refuses the row.
     */
    async insert(row: NewMedia): Promise<MediaRow | undefined> {
      try {
        const [inserted] = await db.insert(media).values(row).returning();
        return inserted;
      } catch (error) {
        if (sqlState(error) === '23503') return undefined;
        throw error;
      }
    },

    async isOwnedBy(ownerId: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.url, url), eq(media.ownerId, ownerId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * true when the file recorded as `storageKey` is a closed account's (ADR 0009). Asked at
     * every read of a file, so it stays one probe of the unique key's index and of the few
     * closed accounts (users_closed_idx), and needs no cache to forget on every node.
     */
    async ownerClosed(storageKey: string): Promise<boolean> {
      const [row] = await rows<{ closed: boolean }>(
        db,
        // A video's poster is its owner's as much as the video (media_poster_key_idx).
        sql`select exists (select 1 from media m
          where (m.storage_key = ${storageKey} or m.poster_key = ${storageKey})
          and m.owner_id in (${closedIds()})) as closed`,
      );
      return row?.closed ?? false;
    },

    /**
     * Deletes the row of `ownerId`'s file `url`, returning the keys it named (a video's
     * original and poster too); undefined when there was none.
     */
    async removeOwned(
      ownerId: string,
      url: string,
    ): Promise<Pick<MediaRow, 'storageKey' | 'sourceKey' | 'posterKey'> | undefined> {
      const [removed] = await db
        .delete(media)
        .where(and(eq(media.url, url), eq(media.ownerId, ownerId)))
        .returning({
          storageKey: media.storageKey,
          sourceKey: media.sourceKey,
          posterKey: media.posterKey,
        });
      return removed;
    },

    async byId(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row;
    },

    /** The bytes of every recorded file (the admin console's storage used). */
    async totalBytes(): Promise<number> {
      const [row] = await rows<{ n: string | number | null }>(
        db,
        sql`select coalesce(sum(bytes), 0)::bigint as n from media`,
      );
      return Number(row?.n ?? 0);
    },

    async byUrl(url: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.url, url));
      return row;
    },

    /** A processing video's progress (a tenth at a time: not on every line of ffmpeg). */
    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(media)
        .set({ progress })
        .where(and(eq(media.id, id), eq(media.status, 'processing')));
    },

    /**
     * Records a processed video in one statement: ready, its poster, length, size and bytes, its
     * original forgotten. false when the row is gone or no longer processing (deleted meanwhile).
     */
    async markReady(
      id: string,
      done: {
        posterKey: string;
        durationMs: number;
        width: number;
        height: number;
        bytes: number;
      },
    ): Promise<boolean> {
      const updated = await db
        .update(media)
        .set({ ...done, status: 'ready', progress: 100, sourceKey: null })
        .where(and(eq(media.id, id), eq(media.status, 'processing')))
        .returning({ id: media.id });
      return updated.length > 0;
    },

    /** A video given up: failed with its French reason, its original forgotten. */
    async markFailed(id: string, failure: string): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(media)
        .set({ status: 'failed', failure, sourceKey: null, posterKey: null })
        .where(and(eq(media.id, id), eq(media.status, 'processing')))
        .returning();
      return row;
    },

    /** Videos still processing that were uploaded before `before` (their job is sent again). */
    async processingBefore(before: Date): Promise<string[]> {
      const found = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.status, 'processing'), lt(media.createdAt, before)));
      return found.map((row) => row.id);
    },

    async sizeOf(url: string): Promise<{ width: number; height: number } | undefined> {
      const [row] = await db
        .select({ width: media.width, height: media.height })
        .from(media)
        .where(eq(media.url, url));
      return row;
    },

    /** Every file `ownerId` uploaded, oldest first: their data export. */
    listOwnedBy(ownerId: string): Promise<MediaRow[]> {
      return db
        .select()
        .from(media)
        .where(eq(media.ownerId, ownerId))
        .orderBy(media.createdAt, media.id);
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
