/**
 * The users module's read fragments, for other modules' queries that show a member (a feed page,
 * a conversation list) in one statement. They read only the users table's public card fields.
 */
import type { MemberCard } from '@koinonia/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** A member card as `memberCardJson` builds it. */
export interface MemberCardJson {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

/** A card built by `memberCardJson` as the API's member card, field by field. */
export const presentMemberCard = (row: MemberCardJson): MemberCard => ({
  id: row.id,
  titre: row.titre,
  first_name: row.first_name,
  last_name: row.last_name,
  profile_picture: row.profile_picture,
});

/** The card (id, titre, names, picture) of the `users` row aliased `alias`, as JSON. */
export const memberCardJson = (alias: string): SQL => {
  const u = sql.raw(alias);
  return sql`json_build_object('id', ${u}.id, 'titre', ${u}.titre, 'first_name', ${u}.first_name,
    'last_name', ${u}.last_name, 'profile_picture', ${u}.profile_picture)`;
};

/** The card of the member whose id is `userId`, as a JSON subquery. */
export const memberCard = (userId: SQL): SQL =>
  sql`(select ${memberCardJson('u')} from users u where u.id = ${userId})`;

/** Rows (id) of the members among `ids` (unknown ids left out), for a statement over many. */
export const memberIdsAmong = (ids: readonly string[]): SQL =>
  // The ids travel as one JSON parameter, however many there are.
  sql`select u.id from users u
    where u.id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
