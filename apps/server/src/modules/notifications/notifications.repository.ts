/** The only file that touches the notifications table. */
import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { relationSql } from '../relationship/relationship.repository.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'actorId' | 'notificationType' | 'message' | 'more'
>;

export function createNotificationsRepository(db: Db) {
  return {
    async insert(notification: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(notification).returning();
      if (!row) throw new Error('notification insert returned nothing');
      return row;
    },

    /** Newest first; nothing from a member blocked either way, even if stored before the block. */
    listFor(userId: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            not(
              relationSql.blockedBetween(
                userId,
                sql`coalesce(${notifications.actorId}, ${notifications.userId})`,
              ),
            ),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
