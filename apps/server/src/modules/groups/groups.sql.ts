/**
 * The groups module's read fragments, for other modules' queries (the publications module's
 * audience rule and feed) that must know in one statement who reads a group's publications.
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

  /** The short form of the group `groupId` that a publication carries, as JSON (or null). */
  card(groupId: SQL): SQL {
    return sql`(select json_build_object('id', cg.id, 'kind', cg.kind, 'name', cg.name,
      'logo', cg.logo) from groups cg where cg.id = ${groupId})`;
  },
};
