/**
 * The only file that writes the notifications table. Reads join the actor's public fields
 * (the bell shows their name and picture) so that a page is one query.
 */
import type { NotificationMore } from '@koinonia/contracts';
import { and, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, notificationTypes } from './notifications.schema.ts';
import { type MemberCardJson, memberCard, memberIdsAmong } from '../users/users.public.ts';
import { rows } from '../../db/sql.ts';
import { publicationSql } from '../publications/publications.public.ts';
import { albumSql } from '../albums/albums.public.ts';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'actorId' | 'notificationType' | 'message' | 'more' | 'factId'
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

/** A notifications row as a raw statement answers it. */
interface StoredRow {
  id: string;
  user_id: string;
  actor_id: string | null;
  notification_type: string;
  message: string;
  more: NotificationMore;
  read_at: string | Date | null;
  event_id: string | null;
  created_at: string | Date;
  mailed_at?: string | Date | null;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

const fromStoredRow = (row: StoredRow): NotificationRow => ({
  id: row.id,
  userId: row.user_id,
  actorId: row.actor_id,
  notificationType: row.notification_type,
  message: row.message,
  more: row.more,
  readAt: row.read_at === null ? null : asDate(row.read_at),
  mailedAt: row.mailed_at ? asDate(row.mailed_at) : null,
  factId: row.event_id,
  createdAt: asDate(row.created_at),
});

/**
 * The member's own notifications, nothing from a member blocked either way (even if older),
 * nor one about a group they may no longer know of (groups.public.ts's notificationShown), nor
 * one about an album photo they may no longer see (albums.public.ts's), nor one about a
 * publication hidden by moderation (publications.public.ts's).
 */
function visibleTo(userId: string): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    not(
      relationSql.blockedBetween(
        userId,
        sql`coalesce(${notifications.actorId}, ${notifications.userId})`,
      ),
    ),
    groupSql.notificationShown(
      userId,
      sql`${notifications.notificationType}`,
      sql`${notifications.more}`,
      sql`${notifications.actorId}`,
    ),
    albumSql.notificationShown(
      userId,
      sql`${notifications.notificationType}`,
      sql`${notifications.more}`,
    ),
    // Nor one about a publication moderation hid from them (docs/adr/0021-moderation.md).
    publicationSql.notificationShown(userId, sql`${notifications.more}`),
  );
}

export function createNotificationsRepository(db: Db) {
  function selectViews() {
    return db
      .select({
        notification: notifications,
        actor: sql<MemberCardJson | null>`${memberCard(sql`${notifications.actorId}`)}`,
        sortKey: sql<string>`${notifications.createdAt}::text`,
      })
      .from(notifications);
  }

  type Selected = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
  const toView = (row: Selected): NotificationView => ({
    notification: row.notification,
    actor: row.actor && {
      id: row.actor.id,
      titre: row.actor.titre,
      firstName: row.actor.first_name,
      lastName: row.actor.last_name,
      profilePicture: row.actor.profile_picture,
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
    /** What the member was told, oldest first: the export of their data. */
    async listForExport(
      userId: string,
    ): Promise<{ type: string; message: string; read: boolean; created_at: string }[]> {
      const found = await db
        .select({
          type: notifications.notificationType,
          message: notifications.message,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.createdAt, notifications.id);
      return found.map((row) => ({
        type: row.type,
        message: row.message,
        read: row.readAt !== null,
        created_at: row.createdAt.toISOString(),
      }));
    },

    /** Adds the types the database does not know yet (idempotent, at each start). */
    async registerTypes(codes: readonly string[]): Promise<void> {
      if (codes.length === 0) return;
      await db
        .insert(notificationTypes)
        .values([...new Set(codes)].map((code) => ({ code })))
        .onConflictDoNothing();
    },
    page,

    /** Undefined when this event already stored it (a delivery that runs again). */
    /**
     * Members with unread notifications never mailed, older than `olderThan`, with when they
     * were last mailed (the digest's turn), at most `limit` of them.
     */
    async membersWithUnmailed(
      olderThan: Date,
      limit: number,
    ): Promise<{ userId: string; lastMailedAt: Date | null }[]> {
      const found = await rows<{ user_id: string; last_mailed_at: string | null }>(
        db,
        sql`select n.user_id, (select max(m.mailed_at)::text from notifications m
            where m.user_id = n.user_id) as last_mailed_at
          from notifications n
          where n.read_at is null and n.mailed_at is null
            and n.created_at < ${olderThan.toISOString()}::timestamptz
          group by n.user_id limit ${limit}`,
      );
      return found.map((row) => ({
        userId: row.user_id,
        lastMailedAt: row.last_mailed_at ? new Date(row.last_mailed_at) : null,
      }));
    },

    /**
     * A member's unread notifications never mailed, older than `olderThan`, oldest first: those
     * the app would show (a mail is one more read path).
     */
    async unmailedOf(userId: string, olderThan: Date): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            visibleTo(userId),
            isNull(notifications.readAt),
            isNull(notifications.mailedAt),
            sql`${notifications.createdAt} < ${olderThan.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(notifications.createdAt, notifications.id)
        .limit(50);
    },

    /**
     * Claims the notifications still unmailed among `ids` for this mail: answers the ids it
     * marked, so two digest runs at once (two nodes, or a scheduled run beside a manual
     * one) never mail the same notification twice.
     */
    async claimForMail(ids: readonly string[], at: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const claimed = await db
        .update(notifications)
        .set({ mailedAt: at })
        .where(
          and(
            isNull(notifications.mailedAt),
            sql`${notifications.id} in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`,
          ),
        )
        .returning({ id: notifications.id });
      return new Set(claimed.map((row) => row.id));
    },

    /**
     * Re-words the member's unread notification of the same type about the same thing
     * (`more.id`) and brings it to the top, instead of a new one beside it; undefined when
     * there is none unread.
     */
    async regroup(notification: NewNotification): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({
          actorId: notification.actorId,
          message: notification.message,
          factId: notification.factId,
          createdAt: sql`now()`,
        })
        .where(
          and(
            eq(notifications.userId, notification.userId),
            eq(notifications.notificationType, notification.notificationType),
            sql`${notifications.more}->>'id' = ${notification.more?.id ?? ''}`,
            isNull(notifications.readAt),
          ),
        )
        .returning();
      return row;
    },

    /** The member's unread notification of `type` about the publication `post`, if any. */
    async unreadAbout(
      userId: string,
      type: string,
      post: string,
    ): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.notificationType, type),
            sql`${notifications.more}->>'post' = ${post}`,
            isNull(notifications.readAt),
          ),
        )
        .orderBy(desc(notifications.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Re-words notification `id` (one more member did the same) and brings it to the top,
     * while it is still unread; undefined once it was read.
     */
    async regroupRow(
      id: string,
      values: Pick<NewNotification, 'actorId' | 'message' | 'more' | 'factId'>,
    ): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ ...values, createdAt: sql`now()` })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
        .returning();
      return row;
    },

    async insert(notification: NewNotification): Promise<NotificationRow | undefined> {
      const [row] = await db
        .insert(notifications)
        .values(notification)
        .onConflictDoNothing()
        .returning();
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
      const stored = await rows<StoredRow>(
        db,
        sql`insert into notifications
            (user_id, actor_id, notification_type, message, more, event_id)
          select m.id, ${actorId}::uuid, ${values.notificationType}, ${values.message},
            ${JSON.stringify(values.more ?? {})}::jsonb, ${values.factId ?? null}::uuid
          from (${memberIdsAmong(userIds)}) as m(id)
          where m.id <> ${actorId}::uuid and not ${relationSql.blockedBetween(actorId, sql`m.id`)}
          -- The same fact delivered again stores nothing twice.
          on conflict do nothing
          returning id, user_id, actor_id, notification_type, message, more, read_at, event_id,
            created_at`,
      );
      return stored.map(fromStoredRow);
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
