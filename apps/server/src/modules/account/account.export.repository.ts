/** The only file that touches `data_exports` ('Télécharger mes données'). */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asDb } from '../../db/sql.ts';
import { dataExports } from './account.schema.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

export function createDataExportRepository(db: Db) {
  return {
    /**
     * A new archive for `userId` unless one was asked for since `since`; undefined then. The
     * member's lock makes two requests at once count as two.
     */
    async insertUnlessRecent(
      userId: string,
      at: Date,
      since: Date,
      expiresAt: Date,
    ): Promise<DataExportRow | undefined> {
      return db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`data_export:${userId}`}, 0))`,
        );
        const [recent] = await tx
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, since)))
          .limit(1);
        if (recent) return undefined;
        const [row] = await tx
          .insert(dataExports)
          .values({ userId, createdAt: at, expiresAt })
          .returning();
        return row;
      });
    },

    async find(id: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    /** When the request began: the next one may come an hour after it. */
    async lastRequestedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: dataExports.createdAt })
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /** The member's archives not expired at `at`, newest first. */
    listLive(userId: string, at: Date): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, at)))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
    },

    /** Records the built archive; false when its row is gone (swept, or the account deleted). */
    async markReady(id: string, storageKey: string, readyAt: Date, expiresAt: Date) {
      const updated = await db
        .update(dataExports)
        .set({ storageKey, readyAt, expiresAt })
        .where(eq(dataExports.id, id))
        .returning({ id: dataExports.id });
      return updated.length > 0;
    },

    /** Up to `limit` archives expired at `at`, oldest first. */
    expired(at: Date, limit: number): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(lte(dataExports.expiresAt, at))
        .orderBy(asc(dataExports.expiresAt))
        .limit(limit);
    },

    /** Every archive of the member, built or not, for the account's erasure. */
    listOf(userId: string): Promise<DataExportRow[]> {
      return db.select().from(dataExports).where(eq(dataExports.userId, userId));
    },

    async remove(id: string): Promise<void> {
      await db.delete(dataExports).where(eq(dataExports.id, id));
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
