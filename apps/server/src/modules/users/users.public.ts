/**
 * What other modules may read of the users table, in their own statements (a feed page, a
 * conversation list): the member card, the closed accounts, the members among some ids, how near
 * a place is. The one file of the users module that another module's SQL imports
 * (docs/adr/0014-table-ownership-in-sql.md): its fragments name `users` here, so a query built
 * elsewhere never names the table itself. They read only the card fields and the place fields.
 */
import type { MemberCard } from '@koinonia/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** A member card as `memberCard` builds it. */
export interface MemberCardJson {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

/** A card built by `memberCard` as the API's member card, field by field. */
export const presentMemberCard = (row: MemberCardJson): MemberCard => ({
  id: row.id,
  titre: row.titre,
  first_name: row.first_name,
  last_name: row.last_name,
  profile_picture: row.profile_picture,
});

/** The card (id, titre, names, picture) of the `users` row aliased `alias`, as JSON. */
const memberCardJson = (alias: string): SQL => {
  const u = sql.raw(alias);
  return sql`json_build_object('id', ${u}.id, 'titre', ${u}.titre, 'first_name', ${u}.first_name,
    'last_name', ${u}.last_name, 'profile_picture', ${u}.profile_picture)`;
};

/**
 * The card of the member whose id is `userId` (an SQL expression, e.g. a column of the caller's
 * row), as a JSON subquery: null for an id that names no member.
 */
export const memberCard = (userId: SQL): SQL =>
  // An alias of its own: `userId` may name the caller's `u` (u.id = u.id would match anyone).
  sql`(select ${memberCardJson('card_u')} from users card_u where card_u.id = ${userId})`;

/**
 * true when the name of the member `userId` (an SQL expression) holds `text`, accents and case
 * folded, as the members' search reads it (`search_name`: titre, first and last name); any
 * member for an empty text.
 */
export const nameHolds = (userId: SQL, text: string): SQL<boolean> => {
  if (!text) return sql<boolean>`true`;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`exists (select 1 from users nh where nh.id = ${userId}
    and nh.search_name like '%' || koinonia_unaccent(lower(${escaped})) || '%')`;
};

/** The name members are listed by (first then last name), for an `order by`. */
export const sortName = (userId: SQL): SQL =>
  sql`(select lower(sn.first_name || ' ' || sn.last_name) from users sn where sn.id = ${userId})`;

/**
 * Rows (id) of the accounts closed by their members and not yet deleted (ADR 0009): for the
 * others, such a member is as if they had blocked everyone (relationSql.blockedIds and
 * blockedBetween add them), so they vanish from every list, feed, thread and profile at once.
 */
export const closedIds = (): SQL => sql`select c.id from users c where c.closed_at is not null`;

/**
 * Rows (id) of the members a picker offers: verified, neither closed nor erased (as the members'
 * directory lists them), and `me` whatever their state.
 */
export const listedMemberIds = (me: string): SQL =>
  sql`select u.id from users u where u.id = ${me}::uuid
    or (u.email_verified_at is not null and u.closed_at is null and u.deleted_at is null)`;

/** Rows (id) of the members among `ids` (unknown ids left out), for a statement over many. */
export const memberIdsAmong = (ids: readonly string[]): SQL =>
  // The ids travel as one JSON parameter, however many there are.
  sql`select u.id from users u
    where u.id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/**
 * Rows (id, titre, first_name, last_name, profile_picture, birthday, joined_at) of the verified,
 * open members, or of those among the ids of `ids` (a one-column subquery): what the
 * celebrations module reads for birthdays, name days and join anniversaries
 * (celebrations.repository.ts). The birthday is raw: the caller applies its owner's privacy
 * setting (settingSql).
 */
export const celebratedMembers = (ids?: SQL): SQL =>
  sql`select u.id, u.titre, u.first_name, u.last_name, u.profile_picture, u.birthday,
      u.created_at as joined_at
    from users u
    where ${ids ? sql`u.id in (${ids}) and ` : sql``}u.email_verified_at is not null
      and u.closed_at is null and u.deleted_at is null`;

/**
 * How near an event's address (`location`, an SQL text) is to the member `userId`'s own town or
 * postcode (their profile's): 0 for the same postcode or a mention of their town,
 * 1 for the same département (the postcode's first two digits), 2 for anywhere else, and 0 for
 * all when the member gave neither (then the soonest come first).
 */
export const nearness = (userId: string, location: SQL): SQL<number> => sql<number>`(
  select case
    when me.postcode is null and me.town is null then 0
    when substring(${location} from '[0-9]{5}') = me.postcode then 0
    when me.town is not null and me.town <> ''
      and ${location} ilike '%' || me.town || '%' then 0
    when left(substring(${location} from '[0-9]{5}'), 2) = left(me.postcode, 2) then 1
    else 2 end
  from (select nullif(trim(u.postcode), '') as postcode, nullif(trim(u.town), '') as town
    from users u where u.id = ${userId}::uuid) me)`;
