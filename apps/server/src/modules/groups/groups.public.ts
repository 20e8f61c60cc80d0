/**
 * What other modules may read of the groups tables, in their own statements: who reads a
 * group's publications (the publications module's audience rule and feed, the events module's),
 * which of its notifications a member may still be shown, and a group's short forms. The one
 * file of the groups module that another module's SQL imports
 * (docs/adr/0014-table-ownership-in-sql.md).
 */
import { type SQL, sql } from 'drizzle-orm';
import { relationSql } from '../relationship/relationship.public.ts';

export const groupSql = {
  /** Ids of the groups and pages the viewer belongs to (members and followers). */
  memberOf(viewerId: string): SQL {
    return sql`select gm.group_id from group_members gm
      where gm.user_id = ${viewerId}::uuid and gm.status = 'MEMBER'`;
  },

  /**
   * How many groups (not pages, archived ones left out) the member `userId` belongs to: the
   * 'Bienvenue' checklist's 'Rejoindre deux groupes' (users.onboarding.test.ts).
   */
  joinedCount(userId: string): SQL<number> {
    return sql<number>`(select count(*)::int from group_members jm
      join groups jg on jg.id = jm.group_id and jg.kind = 'GROUP' and jg.archived_at is null
      where jm.user_id = ${userId}::uuid and jm.status = 'MEMBER')`;
  },

  /**
   * The name of a group (not a page, not archived) that the viewer and the member `member` (an
   * SQL expression) both belong to, the first by name, or null: the reason of a suggestion
   * 'Membre de « Chorale »' (users.suggestions.test.ts).
   */
  sharedGroupName(viewerId: string, member: SQL): SQL<string | null> {
    return sql<string | null>`(select sg.name from group_members sa
      join groups sg on sg.id = sa.group_id and sg.kind = 'GROUP' and sg.archived_at is null
        and sg.moderation_hidden_at is null
      join group_members sb on sb.group_id = sa.group_id and sb.status = 'MEMBER' and sb.user_id = ${member}
      where sa.user_id = ${viewerId}::uuid and sa.status = 'MEMBER'
      order by sg.name limit 1)`;
  },

  /** Ids of the members of the group `groupId` (an SQL expression): the albums' tag picker. */
  memberIds(groupId: SQL): SQL {
    return sql`select gmi.user_id from group_members gmi
      where gmi.group_id = ${groupId} and gmi.status = 'MEMBER'`;
  },

  /**
   * Ids of the members who share a group with the viewer (groups, not pages: following a page
   * is not knowing its followers; archived groups left out), the viewer excluded. The
   * celebrations module's join anniversaries and name days (celebrations.repository.ts).
   */
  coMemberIds(viewerId: string): SQL {
    return sql`select distinct others.user_id from group_members mine
      join groups cg on cg.id = mine.group_id and cg.kind = 'GROUP' and cg.archived_at is null
      join group_members others on others.group_id = mine.group_id and others.status = 'MEMBER'
      where mine.user_id = ${viewerId}::uuid and mine.status = 'MEMBER'
        and others.user_id <> ${viewerId}::uuid`;
  },

  /**
   * true when the viewer reads the publications of the group `groupId` (an SQL expression):
   * every member reads a public group or a page; only members read a private or secret one,
   * or one hidden by moderation (docs/adr/0021-moderation.md).
   */
  readableBy(viewerId: string, groupId: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from groups rg where rg.id = ${groupId}
      and ((rg.visibility = 'PUBLIC' and rg.moderation_hidden_at is null) or exists (select 1 from group_members rm
        where rm.group_id = rg.id and rm.user_id = ${viewerId}::uuid and rm.status = 'MEMBER')))`;
  },

  /** The group `groupId` as an event names it (id and name), as JSON (or null). */
  named(groupId: SQL): SQL {
    return sql`(select json_build_object('id', ng.id, 'name', ng.name) from groups ng
      where ng.id = ${groupId})`;
  },

  /**
   * true when the member `userId` and one of the owners of the group `groupId` blocked each
   * other, either way: such a member may not join, and their request is shown to no one
   * (groups.test.ts, 'blocks'). Blocks with admins or moderators do not count here: they only
   * hide the request from that one (blockedIds of the viewer, as everywhere).
   */
  blockedWithOwner(groupId: SQL, userId: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from group_members ow
      where ow.group_id = ${groupId} and ow.status = 'MEMBER' and ow.role = 'OWNER'
        and (${relationSql.blockedBy(sql`ow.user_id`, userId)}
          or ${relationSql.blockedBy(userId, sql`ow.user_id`)}))`;
  },

  /**
   * false for a notification of the groups module (its `type`, the group's id in `more`, its
   * `actor`) that the viewer may no longer be shown: one about a publication of a group they no
   * longer read, one naming a secret group they no longer belong to nor are invited to (its
   * name is theirs no more, as the group is: groups.policy.ts), or the
   * request of a member blocked with an owner. A CASE, so that `more.id` is cast to a uuid
   * only for these types.
   */
  notificationShown(viewerId: string, type: SQL, more: SQL, actor: SQL): SQL<boolean> {
    const known = (statuses: SQL) => sql`exists (select 1 from group_members nm
      where nm.group_id = ng.id and nm.user_id = ${viewerId}::uuid and nm.status in (${statuses}))`;
    const groupId = sql`(${more}->>'id')::uuid`;
    return sql<boolean>`(case
      when ${type} = 'GROUP_POST_NEW' then not exists (select 1 from groups ng
        where ng.id = ${groupId} and ng.visibility <> 'PUBLIC' and not ${known(sql`'MEMBER'`)})
      when ${type} in ('GROUP_INVITATION', 'GROUP_REQUEST_NEW', 'GROUP_REQUEST_ACCEPT',
        'GROUP_ROLE_CHANGE') then not exists (select 1 from groups ng
          where ng.id = ${groupId} and ng.visibility = 'SECRET'
            and not ${known(sql`'MEMBER', 'INVITED'`)})
        and (${type} <> 'GROUP_REQUEST_NEW' or not ${groupSql.blockedWithOwner(groupId, actor)})
      else true end)`;
  },

  /**
   * The page `groupId` (a group of kind PAGE) as the parish module reads it, as JSON, or null
   * when there is no such page: its id and name, whether it is archived or hidden by moderation,
   * and the viewer's standing in it (`admin`: an owner or admin of it; `viewerId` null for a
   * guest) (docs/adr/0026-parish-page.md).
   */
  page(groupId: SQL, viewerId: string | null): SQL {
    const standing = (roles: SQL) =>
      viewerId === null
        ? sql`false`
        : sql`exists (select 1 from group_members pm where pm.group_id = pg.id
            and pm.user_id = ${viewerId}::uuid and pm.status = 'MEMBER' and pm.role in (${roles}))`;
    return sql`(select json_build_object('id', pg.id, 'name', pg.name,
        'archived', pg.archived_at is not null, 'hidden', pg.moderation_hidden_at is not null,
        'member', ${standing(sql`'OWNER', 'ADMIN', 'MODERATOR', 'MEMBER'`)},
        'admin', ${standing(sql`'OWNER', 'ADMIN'`)})
      from groups pg where pg.id = ${groupId} and pg.kind = 'PAGE')`;
  },

  /**
   * The group or page `groupId` as the rotas module reads it, as JSON, or null: its id, name,
   * whether it is archived or hidden by moderation, and the viewer's standing (`member`: a
   * member of any role; `leader`: an owner or admin) (docs/adr/0028-volunteer-rotas.md).
   */
  standing(groupId: SQL, viewerId: string): SQL {
    const role = (roles: SQL) => sql`exists (select 1 from group_members sm
      where sm.group_id = stg.id and sm.user_id = ${viewerId}::uuid and sm.status = 'MEMBER'
        and sm.role in (${roles}))`;
    return sql`(select json_build_object('id', stg.id, 'name', stg.name,
        'archived', stg.archived_at is not null, 'hidden', stg.moderation_hidden_at is not null,
        'member', ${role(sql`'OWNER', 'ADMIN', 'MODERATOR', 'MEMBER'`)},
        'leader', ${role(sql`'OWNER', 'ADMIN'`)})
      from groups stg where stg.id = ${groupId})`;
  },

  /** true when the member `userId` (an SQL expression) belongs to the group `groupId`. */
  isMember(groupId: SQL, userId: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from group_members im where im.group_id = ${groupId}
      and im.user_id = ${userId} and im.status = 'MEMBER')`;
  },

  /** Ids of the owners and admins of the group or page `groupId` (an SQL expression). */
  adminIds(groupId: SQL): SQL {
    return sql`select ga.user_id from group_members ga where ga.group_id = ${groupId}
      and ga.status = 'MEMBER' and ga.role in ('OWNER', 'ADMIN')`;
  },

  /** The short form of the group `groupId` that a publication carries, as JSON (or null). */
  card(groupId: SQL): SQL {
    return sql`(select json_build_object('id', cg.id, 'kind', cg.kind, 'name', cg.name,
      'logo', cg.logo) from groups cg where cg.id = ${groupId})`;
  },
};
