/** The only file that touches user_settings. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from './settings.schema.ts';

export function createSettingsRepository(db: Db) {
  return {
    /** What the member stored (undefined: nothing yet, every default). */
    async find(userId: string): Promise<unknown> {
      const [row] = await db
        .select({ settings: userSettings.settings })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row?.settings;
    },

    /** What each of these members stored; members with no row are left out. */
    async findMany(userIds: readonly string[]): Promise<Map<string, unknown>> {
      if (userIds.length === 0) return new Map();
      const found = await db
        .select({ userId: userSettings.userId, settings: userSettings.settings })
        .from(userSettings)
        .where(inArray(userSettings.userId, [...userIds]));
      return new Map(found.map((row) => [row.userId, row.settings]));
    },

    /**
     * A page of the members who stored `true` at `path` (a setting off by default), in id
     * order after `after`.
     */
    async idsWithTrue(
      path: readonly string[],
      after: string | null,
      limit: number,
    ): Promise<string[]> {
      const found = await db
        .select({ userId: userSettings.userId })
        .from(userSettings)
        .where(
          sql`${userSettings.settings} #>> ${`{${path.join(',')}}`}::text[] = 'true'
            ${after ? sql`and ${userSettings.userId} > ${after}::uuid` : sql``}`,
        )
        .orderBy(userSettings.userId)
        .limit(limit);
      return found.map((row) => row.userId);
    },

    /**
     * Stores the whole object, computed by `change` from what is stored under the row's lock,
     * so two concurrent PATCHes of different keys both land.
     */
    async update(userId: string, change: (stored: unknown) => object): Promise<unknown> {
      return db.transaction(async (tx) => {
        await tx.insert(userSettings).values({ userId }).onConflictDoNothing();
        const [row] = await tx
          .select({ settings: userSettings.settings })
          .from(userSettings)
          .where(eq(userSettings.userId, userId))
          .for('update');
        const next = change(row?.settings);
        await tx
          .update(userSettings)
          .set({ settings: next, updatedAt: sql`now()` })
          .where(eq(userSettings.userId, userId));
        return next;
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
