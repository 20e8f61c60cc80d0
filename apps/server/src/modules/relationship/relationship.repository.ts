/**
 * The only file that touches the relationships table. Besides the row operations, it lends the
 * users module SQL fragments (`relationSql`) so that a page of members, with its blocks and
 * mutual counts, is one query: what "friend", "pending" and "blocked" mean stays written here.
 */
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relationships, type RelationshipStatus } from '../../db/schema.ts';

export type RelationRow = typeof relationships.$inferSelect;

/** The row of the unordered pair {a, b}, found through the unique pair index. */
const pairIs = (a: string, b: string) =>
  and(
    sql`least(${relationships.senderId}, ${relationships.receiverId}) = least(${a}::uuid, ${b}::uuid)`,
    sql`greatest(${relationships.senderId}, ${relationships.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`,
  );

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
  };
}

export type RelationshipRepository = ReturnType<typeof createRelationshipRepository>;

/** The lists of spec §7 (`?query=`), seen from the viewer. */
export type RelationList = 'friend' | 'invitation' | 'demande';

/**
 * SQL fragments over the relationships table for queries that list members. `member` is the
 * SQL expression of the listed member's id (e.g. `u.id`). A blocked row has status null
 * (CHECK relationships_status_check), so "ACCEPTED" or "PENDING" never includes a block.
 */
export const relationSql = {
  /** Ids of the viewer's friends, as a one-column subquery. */
  friendIds(viewerId: string): SQL {
    return sql`select case when f.sender_id = ${viewerId}::uuid then f.receiver_id else f.sender_id end
      from relationships f
      where (f.sender_id = ${viewerId}::uuid or f.receiver_id = ${viewerId}::uuid) and f.status = 'ACCEPTED'`;
  },

  /** Friends the viewer and the member have in common (0 for the viewer themselves). */
  mutualCount(viewerId: string, member: SQL): SQL<number> {
    return sql<number>`(select count(*)::int
      from (${relationSql.friendIds(viewerId)}) as mine(id)
      join relationships m
        on least(m.sender_id, m.receiver_id) = least(mine.id, ${member})
       and greatest(m.sender_id, m.receiver_id) = greatest(mine.id, ${member})
      where m.status = 'ACCEPTED' and ${member} <> ${viewerId}::uuid)`;
  },

  /** Rows (id, mutual): every friend of a friend of the viewer, with their friends in common. */
  mutualCounts(viewerId: string): SQL {
    return sql`select case when r.sender_id = mine.id then r.receiver_id else r.sender_id end as id,
        count(*)::int as mutual
      from (${relationSql.friendIds(viewerId)}) as mine(id)
      join relationships r on (r.sender_id = mine.id or r.receiver_id = mine.id) and r.status = 'ACCEPTED'
      group by 1`;
  },

  /** true when `blocker` (a column or value) blocked `member`, whoever sent the relation. */
  blockedBy(blocker: SQL, member: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from relationships bb
      where least(bb.sender_id, bb.receiver_id) = least(${blocker}, ${member})
        and greatest(bb.sender_id, bb.receiver_id) = greatest(${blocker}, ${member})
        and bb.blocked and bb.blocked_by = ${blocker})`;
  },

  /** true when either of the two blocked the other. */
  blockedBetween(viewerId: string, member: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from relationships b
      where least(b.sender_id, b.receiver_id) = least(${viewerId}::uuid, ${member})
        and greatest(b.sender_id, b.receiver_id) = greatest(${viewerId}::uuid, ${member})
        and b.blocked)`;
  },

  /**
   * The members the viewer blocked or was blocked by, as one array. Uncorrelated, so
   * PostgreSQL computes it once a query (an InitPlan): `x <> all(…)` then costs nothing per
   * row where `not blockedBetween(…)` probes the index once per row.
   */
  blockedIds(viewerId: string): SQL {
    return sql`array(select case when b.sender_id = ${viewerId}::uuid
        then b.receiver_id else b.sender_id end
      from relationships b
      where (b.sender_id = ${viewerId}::uuid or b.receiver_id = ${viewerId}::uuid) and b.blocked)`;
  },

  /** true when the two have any relation at all: friends, pending either way, or blocked. */
  relatedAtAll(viewerId: string, member: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from relationships a
      where least(a.sender_id, a.receiver_id) = least(${viewerId}::uuid, ${member})
        and greatest(a.sender_id, a.receiver_id) = greatest(${viewerId}::uuid, ${member}))`;
  },

  /** Rows (other_id, updated_at) of one of the viewer's lists. */
  list(viewerId: string, list: RelationList): SQL {
    switch (list) {
      case 'friend':
        return sql`select case when r.sender_id = ${viewerId}::uuid then r.receiver_id else r.sender_id end as other_id, r.updated_at
          from relationships r
          where (r.sender_id = ${viewerId}::uuid or r.receiver_id = ${viewerId}::uuid) and r.status = 'ACCEPTED'`;
      case 'invitation':
        return sql`select r.sender_id as other_id, r.updated_at from relationships r
          where r.receiver_id = ${viewerId}::uuid and r.status = 'PENDING'`;
      case 'demande':
        return sql`select r.receiver_id as other_id, r.updated_at from relationships r
          where r.sender_id = ${viewerId}::uuid and r.status = 'PENDING'`;
    }
  },
};
