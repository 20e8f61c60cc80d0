/**
 * What other modules may read of the relationships table, in their own statements: they list
 * members, check a block or keep a feed to friends in one statement. The one file of the
 * relationship module that another module's SQL imports (docs/adr/0014-table-ownership-in-sql.md).
 */
import { type SQL, sql } from 'drizzle-orm';
import { closedIds } from '../users/users.public.ts';
import { samePair } from './relationship.sql.ts';

export type RelationList = 'friend' | 'invitation' | 'demande' | 'blocked';

/**
 * SQL fragments over the relationships table for queries that list members. `member` is the
 * SQL expression of the listed member's id (e.g. `u.id`). A blocked row has status null
 * (CHECK relationships_status_check), so "ACCEPTED" or "PENDING" never includes a block.
 */
export const relationSql = {
  /** Ids of the viewer's friends (closed accounts left out), as a one-column subquery. */
  friendIds(viewerId: string): SQL {
    return sql`select case when f.sender_id = ${viewerId}::uuid then f.receiver_id else f.sender_id end
      from relationships f
      where (f.sender_id = ${viewerId}::uuid or f.receiver_id = ${viewerId}::uuid) and f.status = 'ACCEPTED'
        and (case when f.sender_id = ${viewerId}::uuid then f.receiver_id else f.sender_id end)
          not in (${closedIds()})`;
  },

  /** Friends the viewer and the member have in common (0 for the viewer themselves). */
  mutualCount(viewerId: string, member: SQL): SQL<number> {
    return sql<number>`(select count(*)::int
      from (${relationSql.friendIds(viewerId)}) as mine(id)
      join relationships m
        on ${samePair('m', sql`mine.id`, member)}

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

  /**
   * How many friend invitations `userId` sent that are pending or accepted (a refused one is
   * deleted): the 'Bienvenue' checklist's 'Inviter trois personnes' (users.onboarding.test.ts).
   */
  sentInvitationCount(userId: string): SQL<number> {
    return sql<number>`(select count(*)::int from relationships si
      where si.sender_id = ${userId}::uuid and si.status in ('PENDING', 'ACCEPTED'))`;
  },

  /** true when the viewer blocked someone or was blocked by someone. */
  hasAnyBlock(viewerId: string): SQL<boolean> {
    return sql<boolean>`exists (select 1 from relationships vb
      where (vb.sender_id = ${viewerId}::uuid or vb.receiver_id = ${viewerId}::uuid) and vb.blocked)`;
  },

  /** true when `blocker` (a column or value) blocked `member`, whoever sent the relation. */
  blockedBy(blocker: SQL, member: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from relationships bb
      where ${samePair('bb', blocker, member)} and bb.blocked and bb.blocked_by = ${blocker})`;
  },

  /**
   * true when either of the two blocked the other, or the member closed their account (then
   * they are hidden from everyone as if they had blocked them: users.public.ts's closedIds).
   */
  blockedBetween(viewerId: string, member: SQL): SQL<boolean> {
    return sql<boolean>`(exists (select 1 from relationships b
      where ${samePair('b', sql`${viewerId}::uuid`, member)} and b.blocked)
      or ${member} in (${closedIds()}))`;
  },

  /**
   * The members the viewer blocked or was blocked by, and the closed accounts, as one array.
   * Uncorrelated, so PostgreSQL computes it once a query (an InitPlan): `x <> all(…)` then
   * costs nothing per row where `not blockedBetween(…)` probes the index once per row.
   */
  blockedIds(viewerId: string): SQL {
    return sql`array(select case when b.sender_id = ${viewerId}::uuid
        then b.receiver_id else b.sender_id end
      from relationships b
      where (b.sender_id = ${viewerId}::uuid or b.receiver_id = ${viewerId}::uuid) and b.blocked
      union all ${closedIds()})`;
  },

  /** true when the two have any relation at all: friends, pending either way, or blocked. */
  relatedAtAll(viewerId: string, member: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from relationships a
      where ${samePair('a', sql`${viewerId}::uuid`, member)})`;
  },

  /** Rows (other_id, updated_at) of one of the viewer's lists (closed accounts left out). */
  list(viewerId: string, list: RelationList): SQL {
    return sql`select l.other_id, l.updated_at from (${listRows(viewerId, list)}) as l
      where l.other_id not in (${closedIds()})`;
  },
};

function listRows(viewerId: string, list: RelationList): SQL {
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
    // The members the viewer blocked (never those who blocked the viewer: that stays unsaid).
    case 'blocked':
      return sql`select case when r.sender_id = ${viewerId}::uuid then r.receiver_id else r.sender_id end as other_id, r.updated_at
          from relationships r
          where (r.sender_id = ${viewerId}::uuid or r.receiver_id = ${viewerId}::uuid)
            and r.blocked and r.blocked_by = ${viewerId}::uuid`;
  }
}
