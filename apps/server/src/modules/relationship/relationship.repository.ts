/**
 * The only file that touches the relationships table. Besides the row operations, it lends the
 * users module SQL fragments (`relationSql`) so that a page of members, with its blocks and
 * mutual counts, is one query: what "friend", "pending" and "blocked" mean stays written here.
 */
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import { memberCard, type MemberCardJson } from '../users/users.public.ts';
import { relationships, type RelationshipStatus } from './relationship.schema.ts';
import { relationSql } from './relationship.public.ts';
import { samePair } from './relationship.sql.ts';

export type RelationRow = typeof relationships.$inferSelect;

/** A relation as the member's data export reads it. */
export interface ExportedRelationRow {
  status: RelationshipStatus | null;
  blocked: boolean;
  /** Whether the member sent the invitation. */
  sent: boolean;
  created_at: string;
  updated_at: string;
  other: MemberCardJson | null;
}

/** The row of the unordered pair {a, b}, found through the unique pair index. */
const pairIs = (a: string, b: string) =>
  samePair('relationships', sql`${a}::uuid`, sql`${b}::uuid`);

/** The row still holds the state it had when it was read (optimistic concurrency). */
const unchanged = (row: RelationRow) =>
  and(
    eq(relationships.id, row.id),
    eq(relationships.senderId, row.senderId),
    row.status === null
      ? sql`${relationships.status} is null`
      : eq(relationships.status, row.status),
    eq(relationships.blocked, row.blocked),
    row.blockedBy === null
      ? sql`${relationships.blockedBy} is null`
      : eq(relationships.blockedBy, row.blockedBy),
  );

export function createRelationshipRepository(db: Db) {
  return {
    async findBetween(a: string, b: string): Promise<RelationRow | undefined> {
      const [row] = await db.select().from(relationships).where(pairIs(a, b));
      return row;
    },

    /** undefined when the pair already has a row (the unique pair index decided). */
    async insertInvitation(senderId: string, receiverId: string): Promise<RelationRow | undefined> {
      const [row] = await db
        .insert(relationships)
        .values({ senderId, receiverId, status: 'PENDING' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** A block with no previous relation; undefined when the pair already has a row. */
    async insertBlock(blockerId: string, otherId: string): Promise<RelationRow | undefined> {
      const [row] = await db
        .insert(relationships)
        .values({
          senderId: blockerId,
          receiverId: otherId,
          status: null,
          blocked: true,
          blockedBy: blockerId,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Applies the change only if nobody changed the row since it was read. */
    async updateIfUnchanged(
      row: RelationRow,
      change: Pick<RelationRow, 'status' | 'blocked' | 'blockedBy'>,
    ): Promise<RelationRow | undefined> {
      const [updated] = await db
        .update(relationships)
        .set({ ...change, updatedAt: sql`now()` })
        .where(unchanged(row))
        .returning();
      return updated;
    },

    /** Deletes the row only if nobody changed it since it was read. */
    async deleteIfUnchanged(row: RelationRow): Promise<boolean> {
      const deleted = await db
        .delete(relationships)
        .where(unchanged(row))
        .returning({ id: relationships.id });
      return deleted.length > 0;
    },

    async countFriends(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(relationships)
        .where(
          and(
            or(eq(relationships.senderId, userId), eq(relationships.receiverId, userId)),
            eq(relationships.status, 'ACCEPTED'),
          ),
        );
      return row?.value ?? 0;
    },

    /** Ids of the member's friends (ACCEPTED either way; a block has no status). */
    async friendIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({
          id: sql<string>`case when ${relationships.senderId} = ${userId}::uuid then ${relationships.receiverId} else ${relationships.senderId} end`,
        })
        .from(relationships)
        .where(
          and(
            or(eq(relationships.senderId, userId), eq(relationships.receiverId, userId)),
            eq(relationships.status, 'ACCEPTED'),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** true when the two have a friend in common (ACCEPTED both ways). */
    async haveFriendInCommon(a: string, b: string): Promise<boolean> {
      const [row] = await rows<{ mutual: number }>(
        db,
        sql`select ${relationSql.mutualCount(a, sql`${b}::uuid`)} as mutual`,
      );
      return Number(row?.mutual ?? 0) > 0;
    },

    async countReceivedInvitations(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(relationships)
        .where(and(eq(relationships.receiverId, userId), eq(relationships.status, 'PENDING')));
      return row?.value ?? 0;
    },

    /** Used by the demo seed. */
    async insert(senderId: string, receiverId: string, status: RelationshipStatus): Promise<void> {
      await db.insert(relationships).values({ senderId, receiverId, status });
    },

    /**
     * The member's relations for their data export, oldest first, with the other's
     * card. A block by the other is left out: the app never tells it either.
     */
    listForExport(userId: string): Promise<ExportedRelationRow[]> {
      const other = sql`case when r.sender_id = ${userId}::uuid then r.receiver_id else r.sender_id end`;
      return rows<ExportedRelationRow>(
        db,
        sql`select r.status, r.blocked, r.sender_id = ${userId}::uuid as sent,
            ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.updated_at`)} as updated_at,
            ${memberCard(other)} as other
          from relationships r
          where (r.sender_id = ${userId}::uuid or r.receiver_id = ${userId}::uuid)
            and (not r.blocked or r.blocked_by = ${userId}::uuid)
          order by r.created_at, r.id`,
      );
    },
  };
}

export type RelationshipRepository = ReturnType<typeof createRelationshipRepository>;

/** The lists of spec §7 (`?query=`), seen from the viewer. */
