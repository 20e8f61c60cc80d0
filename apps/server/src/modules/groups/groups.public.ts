/**
 * What other modules may read of the groups tables, in their own statements: who reads a
 * group's publications (the publications module's audience rule and feed, the events module's),
 * and a group's short forms. The one file of the groups module that another module's SQL imports
 * (docs/adr/0014-table-ownership-in-sql.md).
 */
import { type SQL, sql } from 'drizzle-orm';

export const groupSql = {
  /** Ids of the groups and pages the viewer belongs to (members and followers). */
  memberOf(viewerId: string): SQL {
    return sql`select gm.group_id from group_members gm
      where gm.user_id = ${viewerId}::uuid and gm.status = 'MEMBER'`;
  },

  /**
   * true when the viewer reads the publications of the group `groupId` (an SQL expression):
   * every member reads a public group or a page; only members read a private or secret one.
   */
  readableBy(viewerId: string, groupId: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from groups rg where rg.id = ${groupId}
      and (rg.visibility = 'PUBLIC' or exists (select 1 from group_members rm
        where rm.group_id = rg.id and rm.user_id = ${viewerId}::uuid and rm.status = 'MEMBER')))`;
  },

  /** The group `groupId` as an event names it (id and name), as JSON (or null). */
  named(groupId: SQL): SQL {
    return sql`(select json_build_object('id', ng.id, 'name', ng.name) from groups ng
      where ng.id = ${groupId})`;
  },

  /** The short form of the group `groupId` that a publication carries, as JSON (or null). */
  card(groupId: SQL): SQL {
    return sql`(select json_build_object('id', cg.id, 'kind', cg.kind, 'name', cg.name,
      'logo', cg.logo) from groups cg where cg.id = ${groupId})`;
  },
};
