/** The help module's SQL: `help_feedback`. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpFeedback } from './help.schema.ts';

export function createHelpRepository(db: Db) {
  return {
    /** The answers to one article, and the viewer's own (null when none or a guest). */
    async feedback(articleId: string, viewerId: string | null) {
      const [row] = await db
        .select({
          helpful: sql<number>`count(*) filter (where ${helpFeedback.helpful})::int`,
          notHelpful: sql<number>`count(*) filter (where not ${helpFeedback.helpful})::int`,
          mine: viewerId
            ? sql<
                boolean | null
              >`bool_or(${helpFeedback.helpful}) filter (where ${helpFeedback.userId} = ${viewerId}::uuid)`
            : sql<null>`null::boolean`,
        })
        .from(helpFeedback)
        .where(eq(helpFeedback.articleId, articleId));
      return {
        helpful: row?.helpful ?? 0,
        notHelpful: row?.notHelpful ?? 0,
        mine: row?.mine ?? null,
      };
    },

    /** One answer per member and article: a second one replaces the first. */
    async answer(articleId: string, userId: string, helpful: boolean): Promise<void> {
      await db
        .insert(helpFeedback)
        .values({ articleId, userId, helpful })
        .onConflictDoUpdate({
          target: [helpFeedback.articleId, helpFeedback.userId],
          set: { helpful, answeredAt: sql`now()` },
        });
    },

    async answersOf(userId: string) {
      return db
        .select({
          articleId: helpFeedback.articleId,
          helpful: helpFeedback.helpful,
          answeredAt: helpFeedback.answeredAt,
        })
        .from(helpFeedback)
        .where(eq(helpFeedback.userId, userId));
    },

    async eraseOf(userId: string): Promise<void> {
      await db.delete(helpFeedback).where(and(eq(helpFeedback.userId, userId)));
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
