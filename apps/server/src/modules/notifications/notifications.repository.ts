/**
 * The only file that writes the notifications table. Reads join the actor's public fields
 * (the bell shows their name and picture) so that a page is one query.
 */
import { and, desc, eq, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from './notifications.schema.ts';
import { users } from '../users/users.schema.ts';
import { relationSql } from '../relationship/relationship.repository.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'actorId' | 'notificationType' | 'message' | 'more'
>;

/** A notification with its actor (null when the notification has none). */
export interface NotificationView {
  notification: NotificationRow;
  actor: {
    id: string;
    titre: string;
    firstName: string;
    lastName: string;
    profilePicture: string | null;
  } | null;
  /** created_at at full precision, for the cursor. */
  sortKey: string;
}

/** Where the next page starts: after (created_at, id) of the last one shown. */
export interface NotificationCursor {
  createdAt: string;
  id: string;
}

/** The member's own notifications, nothing from a member blocked either way (even if older). */
function visibleTo(userId: string): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    not(
      relationSql.blockedBetween(
        userId,
        sql`coalesce(${notifications.actorId}, ${notifications.userId})`,
      ),
    ),
  );
}

export function createNotificationsRepository(db: Db) {
  function selectViews() {
    return db
      .select({
        notification: notifications,
        actorId: users.id,
        titre: users.titre,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        sortKey: sql<string>`${notifications.createdAt}::text`,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId));
  }

  type Selected = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
  const toView = (row: Selected): NotificationView => ({
    notification: row.notification,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            titre: row.titre ?? '',
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            profilePicture: row.profilePicture,
          },
    sortKey: row.sortKey,
  });

  /** Newest first by (created_at, id); `limit` rows after the cursor. */
  async function page(
    userId: string,
    after?: NotificationCursor,
    limit = 1000,
  ): Promise<NotificationView[]> {
    const rows = await selectViews()
      .where(
        and(
          visibleTo(userId),
          after
            ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
    return rows.map(toView);
  }

  return {
    page,

    async insert(notification: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(notification).returning();
      if (!row) throw new Error('notification insert returned nothing');
      return row;
    },

    /**
     * One notification for each of `userIds` in ONE insert: never to the actor, never to a
     * member blocked with the actor either way (checked in the same statement, so a block set
     * since the list was read still holds), never twice to one member, and only to members
     * that exist. Returns the stored rows.
     */
    async insertMany(
      userIds: readonly string[],
      values: Omit<NewNotification, 'userId'> & { actorId: string },
    ): Promise<NotificationRow[]> {
      if (userIds.length === 0) return [];
      const { actorId } = values;
      // The ids travel as one JSON parameter, however many there are.
      const listed = sql`${users.id} in (select value::uuid
        from json_array_elements_text(${JSON.stringify(userIds)}::json))`;
      // The builder checks that the columns match the table's, in its order.
      return db
        .insert(notifications)
        .select((qb) =>
          qb
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: users.id,
              actorId: sql`${actorId}::uuid`.as('actor_id'),
              notificationType: sql`${values.notificationType}`.as('notification_type'),
              message: sql`${values.message}`.as('message'),
              more: sql`${JSON.stringify(values.more ?? {})}::jsonb`.as('more'),
              readAt: sql`null::timestamptz`.as('read_at'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(users)
            .where(
              and(
                listed,
                ne(users.id, actorId),
                not(relationSql.blockedBetween(actorId, sql`${users.id}`)),
              ),
            ),
        )
        .returning();
    },

    /** Newest first; the stored rows only (tests of other modules read these). */
    async listFor(userId: string): Promise<NotificationRow[]> {
      return (await page(userId)).map((view) => view.notification);
    },

    async findFor(userId: string, id: string): Promise<NotificationView | undefined> {
      const [row] = await selectViews().where(and(visibleTo(userId), eq(notifications.id, id)));
      return row ? toView(row) : undefined;
    },

    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(visibleTo(userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /** Marks one read (the first read time is kept); false when it is not the member's. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(visibleTo(userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
