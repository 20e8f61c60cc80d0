/**
 * The only file that touches the groups tables. A group is read as the viewer sees it in ONE
 * statement (groupJson: their standing, the friends who are members, the requests count), and
 * every membership change is a conditional write that keeps `member_count` in the same
 * statement's transaction, so two requests at once never count a member twice.
 */
import type { GroupKind, GroupListQuery, GroupRole } from '@koinonia/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  SEARCH_CANDIDATES,
  type SearchPage,
  searchFolded,
  searchPageEnd,
  searchTsquery,
  withTypoThreshold,
} from '../../db/search.ts';
import { iso, rows } from '../../db/sql.ts';
import type { After } from '../../platform/cursor.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { memberCard, memberIdsAmong, type MemberCardJson } from '../users/users.public.ts';
import { groupMembers, groups, type MembershipStatus } from './groups.schema.ts';
import { groupSql } from './groups.public.ts';

export type GroupValues = Omit<
  typeof groups.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'lastActivityAt' | 'archivedAt' | 'memberCount'
>;
export type MembershipRow = typeof groupMembers.$inferSelect;

/** A group as the viewer sees it, as groupJson builds it. */
export interface GroupRow {
  id: string;
  kind: GroupKind;
  name: string;
  description: string;
  visibility: 'PUBLIC' | 'PRIVATE' | 'SECRET';
  join_rule: 'OPEN' | 'REQUEST' | 'INVITE';
  image: string | null;
  logo: string | null;
  member_count: number;
  my_role: GroupRole | null;
  my_status: MembershipStatus | 'NONE';
  notify_posts: boolean | null;
  friends: MemberCardJson[];
  friends_count: number;
  requests_count: number;
  /** Hidden by moderation (docs/adr/0021-moderation.md). */
  moderation_hidden?: boolean;
  archived: boolean;
  category: string | null;
  address: string;
  website: string;
  contact_email: string;
  schedule: string;
  created_at: string;
}

export interface MemberRow {
  user: MemberCardJson;
  role: GroupRole;
  status: MembershipStatus | 'NONE';
  message: string | null;
  created_at: string;
  sort_key: string;
  id: string;
}

/** Where a page of a list starts: after the row with these keys (list-specific). */
/** A membership as the member's data export reads it. */
export interface ExportedMembershipRow {
  group_id: string;
  name: string;
  kind: GroupKind;
  status: MembershipStatus;
  role: GroupRole;
  message: string | null;
  notify_posts: boolean;
  created_at: string;
}

export type ListAfter = { keys: string[] } | undefined;

/** A group or page found by the search of everything. */
export interface GroupSearchRow {
  id: string;
  name: string;
  description: string;
  image: string | null;
  member_count: number;
}

/** Members of `g` (the groups row alias) the viewer is friends with, first shown ones. */
const friendMembers = (me: string) =>
  sql`from group_members fm where fm.group_id = g.id and fm.status = 'MEMBER'
    and fm.user_id = any(array(${relationSql.friendIds(me)}))`;

/** The group aliased `g`, its viewer's membership aliased `m`, as the viewer sees it. */
const groupJson = (me: string, friendsShown: number) => sql`json_build_object(
  'id', g.id, 'kind', g.kind, 'name', g.name, 'description', g.description,
  'visibility', g.visibility, 'join_rule', g.join_rule, 'image', g.image, 'logo', g.logo,
  'member_count', g.member_count,
  'my_role', case when m.status = 'MEMBER' then m.role end,
  'my_status', coalesce(m.status, 'NONE'),
  'notify_posts', case when m.status = 'MEMBER' then m.notify_posts end,
  'friends', coalesce((select json_agg(${memberCard(sql`f.user_id`)} order by f.created_at, f.user_id)
    from (select fm.user_id, fm.created_at ${friendMembers(me)}
      order by fm.created_at, fm.user_id limit ${friendsShown}) f), '[]'::json),
  'friends_count', (select count(*)::int ${friendMembers(me)}),
  'requests_count', case when m.status = 'MEMBER' and m.role <> 'MEMBER'
    then (select count(*)::int from group_members rq where rq.group_id = g.id
      and rq.status = 'REQUESTED' and rq.user_id <> all(${relationSql.blockedIds(me)})
      and not ${groupSql.blockedWithOwner(sql`g.id`, sql`rq.user_id`)})
    else 0 end,
  'archived', g.archived_at is not null,
  'category', g.category, 'address', g.address, 'website', g.website,
  'contact_email', g.contact_email, 'schedule', g.schedule,
  'moderation_hidden', g.moderation_hidden_at is not null,
  'created_at', ${iso(sql`g.created_at`)})`;

/**
 * The viewer may know the group exists: not secret (nor hidden by moderation, which makes it
 * secret: docs/adr/0021-moderation.md), or they are a member or invited.
 */
const knownTo = sql`((g.visibility <> 'SECRET' and g.moderation_hidden_at is null)
  or m.status in ('MEMBER', 'INVITED'))`;

/** `like` pattern of a normalised search: its wildcards taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGroupsRepository(db: Db, friendsShown: number) {
  const viewed = (me: string) => sql`select ${groupJson(me, friendsShown)} as group
    from groups g left join group_members m on m.group_id = g.id and m.user_id = ${me}::uuid`;

  return {
    async insert(values: GroupValues): Promise<string> {
      const [row] = await db.insert(groups).values(values).returning({ id: groups.id });
      if (!row) throw new Error('group insert returned nothing');
      return row.id;
    },

    async update(id: string, values: Partial<GroupValues>): Promise<void> {
      await db
        .update(groups)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(groups.id, id));
    },

    async archive(id: string): Promise<void> {
      await db
        .update(groups)
        .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(groups.id, id), sql`${groups.archivedAt} is null`));
    },

    /** Its stored row (no viewer), or undefined. */
    async findRow(id: string) {
      const [row] = await db.select().from(groups).where(eq(groups.id, id));
      return row;
    },

    /**
     * The group as the viewer sees it; undefined when unknown or secret to them. Inside a
     * transaction, `lock` holds the group's row until commit (role and ownership changes).
     */
    async find(me: string, id: string, lock = false): Promise<GroupRow | undefined> {
      if (lock) await db.execute(sql`select 1 from groups where id = ${id}::uuid for update`);
      const [row] = await rows<{ group: GroupRow }>(
        db,
        sql`${viewed(me)} where g.id = ${id}::uuid and ${knownTo}`,
      );
      return row?.group;
    },

    /** The viewer's membership row in the group, or undefined (NONE). */
    async membership(groupId: string, userId: string): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row;
    },

    /**
     * A page of one of the viewer's lists. mine: their groups, most active first; discover:
     * the groups they may see and have not joined, those with friends first, then the most
     * active; invitations: the newest first. `search` is already normalised.
     */
    async list(
      me: string,
      query: GroupListQuery,
      { search, kind }: { search?: string | undefined; kind?: GroupKind | undefined },
      after: ListAfter,
      limit: number,
    ): Promise<{ group: GroupRow; keys: string[] }[]> {
      const filters: SQL[] = [];
      if (search) filters.push(sql`g.search_text like ${containing(search)}`);
      if (kind) filters.push(sql`g.kind = ${kind}`);
      const extra = filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
      const k = after?.keys ?? [];
      const from = sql`from groups g
        left join group_members m on m.group_id = g.id and m.user_id = ${me}::uuid`;
      let found: { group: GroupRow; keys: string[] }[];
      switch (query) {
        case 'mine':
          found = await rows(
            db,
            sql`select ${groupJson(me, friendsShown)} as group,
                json_build_array(g.last_activity_at::text, g.id) as keys ${from}
              where m.status = 'MEMBER' ${extra}
                ${after ? sql`and (g.last_activity_at, g.id) < (${k[0]}::timestamptz, ${k[1]}::uuid)` : sql``}
              order by g.last_activity_at desc, g.id desc limit ${limit}`,
          );
          break;
        case 'invitations':
          found = await rows(
            db,
            sql`select ${groupJson(me, friendsShown)} as group,
                json_build_array(m.updated_at::text, g.id) as keys ${from}
              where m.status = 'INVITED' and g.archived_at is null ${extra}
                ${after ? sql`and (m.updated_at, g.id) < (${k[0]}::timestamptz, ${k[1]}::uuid)` : sql``}
              order by m.updated_at desc, g.id desc limit ${limit}`,
          );
          break;
        case 'discover':
          found = await rows(
            db,
            sql`select ${groupJson(me, friendsShown)} as group,
                json_build_array(s.f::text, g.last_activity_at::text, g.id) as keys ${from},
                lateral (select (exists (select 1 ${friendMembers(me)}))::int as f) s
              where g.archived_at is null and g.visibility <> 'SECRET'
                and g.moderation_hidden_at is null
                and (m.status is null or m.status in ('REQUESTED', 'INVITED')) ${extra}
                ${after ? sql`and (s.f, g.last_activity_at, g.id) < (${k[0]}::int, ${k[1]}::timestamptz, ${k[2]}::uuid)` : sql``}
              order by s.f desc, g.last_activity_at desc, g.id desc limit ${limit}`,
          );
          break;
      }
      return found;
    },

    async countInvitations(me: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from group_members m join groups g on g.id = m.group_id
          where m.user_id = ${me}::uuid and m.status = 'INVITED' and g.archived_at is null`,
      );
      return row?.n ?? 0;
    },

    /**
     * Members (or requests, invitations, bans) oldest first, without those blocked either way
     * with the viewer, nor the requests of members blocked with an owner.
     */
    async members(
      me: string,
      groupId: string,
      { status, role }: { status: MembershipStatus; role?: GroupRole | undefined },
      after: After | undefined,
      limit: number,
    ): Promise<MemberRow[]> {
      const start = after
        ? sql`and (gm.created_at, gm.user_id) > (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const shown =
        status === 'REQUESTED'
          ? sql`and not ${groupSql.blockedWithOwner(sql`gm.group_id`, sql`gm.user_id`)}`
          : sql``;
      return rows<MemberRow>(
        db,
        sql`select ${memberCard(sql`gm.user_id`)} as user, gm.role, gm.status, gm.message,
            ${iso(sql`gm.created_at`)} as created_at, gm.created_at::text as sort_key,
            gm.user_id as id
          from group_members gm
          where gm.group_id = ${groupId}::uuid and gm.status = ${status}
            ${role ? sql`and gm.role = ${role}` : sql``}
            and gm.user_id <> all(${relationSql.blockedIds(me)}) ${shown} ${start}
          order by gm.created_at, gm.user_id limit ${limit}`,
      );
    },

    /**
     * One member's row as the members list shows it; status NONE when they hold no
     * membership (after a refusal or a removal). undefined for an unknown member or one
     * blocked with the viewer either way.
     */
    async member(me: string, groupId: string, userId: string): Promise<MemberRow | undefined> {
      const [row] = await rows<MemberRow>(
        db,
        sql`select ${memberCard(sql`one.id`)} as user, coalesce(gm.role, 'MEMBER') as role,
            coalesce(gm.status, 'NONE') as status, gm.message,
            ${iso(sql`coalesce(gm.created_at, now())`)} as created_at,
            coalesce(gm.created_at, now())::text as sort_key, one.id
          from (${memberIdsAmong([userId])}) as one(id)
          left join group_members gm on gm.group_id = ${groupId}::uuid and gm.user_id = one.id
          where one.id <> all(${relationSql.blockedIds(me)})`,
      );
      return row;
    },

    /** true when the member and one of the group's owners blocked each other, either way. */
    async isBlockedWithOwner(groupId: string, userId: string): Promise<boolean> {
      const [row] = await rows<{ yes: boolean }>(
        db,
        sql`select ${groupSql.blockedWithOwner(sql`${groupId}::uuid`, sql`${userId}::uuid`)} as yes`,
      );
      return row?.yes ?? false;
    },

    /** Ids of the group's members with one of these roles (moderators hear of requests). */
    async memberIdsWithRole(groupId: string, roles: readonly GroupRole[]): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from group_members where group_id = ${groupId}::uuid
          and status = 'MEMBER' and role in (${sql.join(
            roles.map((role) => sql`${role}`),
            sql`, `,
          )})`,
      );
      return found.map((row) => row.user_id);
    },

    /** The groups where `userId` is a member with one of `roles` (a moderator's groups). */
    async groupIdsWithRole(userId: string, roles: readonly GroupRole[]): Promise<string[]> {
      const found = await rows<{ group_id: string }>(
        db,
        sql`select group_id from group_members where user_id = ${userId}::uuid
          and status = 'MEMBER' and role in (${sql.join(
            roles.map((role) => sql`${role}`),
            sql`, `,
          )})`,
      );
      return found.map((row) => row.group_id);
    },

    /** A page of the group's members' ids, in id order, after `after`. */
    async memberIdsAfter(groupId: string, after: string | null, limit: number): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from group_members where group_id = ${groupId}::uuid
          and status = 'MEMBER' ${after ? sql`and user_id > ${after}::uuid` : sql``}
          order by user_id limit ${limit}`,
      );
      return found.map((row) => row.user_id);
    },

    /**
     * Groups created since `since` that the viewer may discover (the 'discover' list's rule:
     * not secret, not archived, not joined), newest first.
     */
    async newToDiscover(me: string, since: Date, limit: number): Promise<GroupRow[]> {
      const found = await rows<{ group: GroupRow }>(
        db,
        sql`select ${groupJson(me, friendsShown)} as group from groups g
            left join group_members m on m.group_id = g.id and m.user_id = ${me}::uuid
          where g.archived_at is null and g.visibility <> 'SECRET'
            and g.moderation_hidden_at is null
            and (m.status is null or m.status in ('REQUESTED', 'INVITED'))
            and g.created_at >= ${since.toISOString()}::timestamptz
          order by g.created_at desc, g.id desc limit ${limit}`,
      );
      return found.map((row) => row.group);
    },

    /** Ids of the members who hear of each new publication. */
    async notifiedMemberIds(groupId: string): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from group_members where group_id = ${groupId}::uuid
          and status = 'MEMBER' and notify_posts`,
      );
      return found.map((row) => row.user_id);
    },

    /** true when the two are friends. */
    async areFriends(a: string, b: string): Promise<boolean> {
      const [row] = await rows<{ yes: boolean }>(
        db,
        sql`select ${b}::uuid in (${relationSql.friendIds(a)}) as yes`,
      );
      return row?.yes ?? false;
    },

    /**
     * Adds a membership row; undefined when the member already has one (decide again). A
     * MEMBER row counts in `member_count` in the same transaction.
     */
    async insertMembership(values: typeof groupMembers.$inferInsert) {
      const [row] = await db.insert(groupMembers).values(values).onConflictDoNothing().returning();
      if (row?.status === 'MEMBER') await adjustCount(values.groupId, 1);
      return row;
    },

    /**
     * Changes the membership only if its status is still `from`; undefined when it changed
     * meanwhile. Keeps `member_count` when it enters or leaves MEMBER.
     */
    async changeMembership(
      groupId: string,
      userId: string,
      from: MembershipStatus,
      change: Partial<Pick<MembershipRow, 'status' | 'role' | 'notifyPosts' | 'invitedBy'>> & {
        message?: string | null;
      },
    ) {
      const [row] = await db
        .update(groupMembers)
        .set({ ...change, updatedAt: sql`now()` })
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.userId, userId),
            eq(groupMembers.status, from),
          ),
        )
        .returning();
      if (row && change.status && change.status !== from) {
        if (from === 'MEMBER') await adjustCount(groupId, -1);
        if (change.status === 'MEMBER') await adjustCount(groupId, 1);
      }
      return row;
    },

    /** Deletes the membership if its status is still `from`; false when it changed meanwhile. */
    async deleteMembership(groupId: string, userId: string, from: MembershipStatus) {
      const [row] = await db
        .delete(groupMembers)
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.userId, userId),
            eq(groupMembers.status, from),
          ),
        )
        .returning({ status: groupMembers.status });
      if (row?.status === 'MEMBER') await adjustCount(groupId, -1);
      return row !== undefined;
    },

    /**
     * The live groups of which `userId` is the only owner while others are members: they must
     * hand them over before closing their account (ADR 0009).
     */
    soleOwnerships(userId: string): Promise<{ id: string; name: string }[]> {
      return rows<{ id: string; name: string }>(
        db,
        sql`select g.id, g.name from groups g
          join group_members m on m.group_id = g.id and m.user_id = ${userId}::uuid
            and m.status = 'MEMBER' and m.role = 'OWNER'
          where g.archived_at is null and g.member_count > 1
            and not exists (select 1 from group_members o where o.group_id = g.id
              and o.user_id <> ${userId}::uuid and o.status = 'MEMBER' and o.role = 'OWNER')
          order by g.name`,
      );
    },

    /**
     * Erases the deleted member from every group (ADR 0009), in one transaction: a group they
     * alone owned passes to its longest-standing admin, moderator or member, or is archived
     * when no one is left; their memberships, requests, invitations and bans go, and the
     * counts follow. Idempotent.
     */
    async eraseMember(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const me = sql`${userId}::uuid`;
        const sole = sql`select m.group_id from group_members m
          where m.user_id = ${me} and m.status = 'MEMBER' and m.role = 'OWNER'
            and not exists (select 1 from group_members o where o.group_id = m.group_id
              and o.user_id <> ${me} and o.status = 'MEMBER' and o.role = 'OWNER')`;
        await tx.execute(sql`update group_members heir set role = 'OWNER', updated_at = now()
          from (select distinct on (c.group_id) c.group_id, c.user_id from group_members c
            where c.group_id in (${sole}) and c.user_id <> ${me} and c.status = 'MEMBER'
            order by c.group_id,
              case c.role when 'ADMIN' then 0 when 'MODERATOR' then 1 else 2 end,
              c.created_at, c.user_id) as chosen
          where heir.group_id = chosen.group_id and heir.user_id = chosen.user_id`);
        await tx.execute(sql`update groups set archived_at = now()
          where archived_at is null and id in (${sole})`);
        await tx.execute(sql`update groups set member_count = member_count - 1
          where id in (select group_id from group_members
            where user_id = ${me} and status = 'MEMBER')`);
        await tx.execute(sql`delete from group_members where user_id = ${me}`);
        await tx.execute(sql`update group_members set invited_by = null where invited_by = ${me}`);
        await tx.execute(sql`update groups set created_by = null where created_by = ${me}`);
      });
    },

    async countOwners(groupId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from group_members where group_id = ${groupId}::uuid
          and status = 'MEMBER' and role = 'OWNER'`,
      );
      return row?.n ?? 0;
    },

    /** A publication in the group: it becomes the most active. */
    async touch(groupId: string): Promise<void> {
      await db
        .update(groups)
        .set({ lastActivityAt: sql`now()` })
        .where(eq(groups.id, groupId));
    },

    /** The member's memberships, requests and invitations for their data export. */
    listForExport(userId: string): Promise<ExportedMembershipRow[]> {
      return rows<ExportedMembershipRow>(
        db,
        sql`select g.id as group_id, g.name, g.kind, m.status, m.role, m.message,
            m.notify_posts, ${iso(sql`m.created_at`)} as created_at
          from group_members m join groups g on g.id = m.group_id
          where m.user_id = ${userId}::uuid
          order by m.created_at, g.id`,
      );
    },

    /** Used by the demo seed: moves a group's last activity (the clock is not an API). */
    async setLastActivity(groupId: string, at: Date): Promise<void> {
      await db.update(groups).set({ lastActivityAt: at }).where(eq(groups.id, groupId));
    },

    /**
     * The groups' or pages' part of the search of everything (docs/adr/0022-search.md): those
     * the viewer may know (`knownTo`: never a secret group they are not in), archived ones
     * only to their members; the words' hits by rank (name before description), near
     * spellings only when the words find none; then the largest. Bounded: the first
     * SEARCH_CANDIDATES rows of the index are ranked, then the audience is checked on them
     * best first until the page is full.
     */
    async search(
      me: string,
      question: string,
      kind: GroupKind,
      page: SearchPage,
    ): Promise<GroupSearchRow[]> {
      const query = searchTsquery(question);
      const folded = searchFolded(question);
      // The candidates (`score` then the largest), best first: the `limit` keeps the order and
      // keeps the audience above it, a filter of that ordered scan (the membership a scalar
      // subquery, not a join the planner could run in another order), checked only until the
      // page is full.
      const knownBest = (score: SQL, filter: SQL) => sql`select g.id, g.score from (
          select * from (
            select g.id, g.visibility, g.moderation_hidden_at, g.archived_at, g.member_count,
              ${score} as score
            from groups g where g.kind = ${kind} and ${filter} limit ${SEARCH_CANDIDATES}
          ) g order by g.score desc, g.member_count desc, g.id limit ${SEARCH_CANDIDATES}
        ) g, lateral (select (select gm.status from group_members gm
          where gm.group_id = g.id and gm.user_id = ${me}::uuid) as status) m
        where ${knownTo} and (g.archived_at is null or m.status = 'MEMBER')
        limit ${searchPageEnd(page)}`;
      return withTypoThreshold(db, (tx) =>
        rows<GroupSearchRow>(
          tx,
          sql`with words as materialized (
              ${knownBest(sql`ts_rank(g.search_vector, ${query})`, sql`g.search_vector @@ ${query}`)}
            ), near as materialized (
              ${knownBest(
                sql`word_similarity(${folded}, g.search_text)`,
                sql`not exists (select 1 from words) and ${folded} <% g.search_text`,
              )}
            )
            select g.id, g.name, g.description, coalesce(g.logo, g.image) as image, g.member_count
            from (
              select id, score as rank, 0::real as similarity from words
              union all
              select id, 0, score from near
            ) hit join groups g on g.id = hit.id
            order by hit.rank desc, hit.similarity desc, g.member_count desc, g.id
            offset ${page.offset} limit ${page.limit}`,
        ),
      );
    },
  };

  async function adjustCount(groupId: string, delta: number): Promise<void> {
    await db
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} + ${delta}` })
      .where(eq(groups.id, groupId));
  }
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
