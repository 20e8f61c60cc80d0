/** The only file that touches the media table. */
import { and, eq, sql } from 'drizzle-orm';
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
        sql`select exists (select 1 from media m where m.storage_key = ${storageKey}
          and m.owner_id in (${closedIds()})) as closed`,
      );
      return row?.closed ?? false;
    },

    /** Deletes the row of `ownerId`'s file `url`; false when there was none. */
    async removeOwned(ownerId: string, url: string): Promise<boolean> {
      const removed = await db
        .delete(media)
        .where(and(eq(media.url, url), eq(media.ownerId, ownerId)))
        .returning({ id: media.id });
      return removed.length > 0;
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
