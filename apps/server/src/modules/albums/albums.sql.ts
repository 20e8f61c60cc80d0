/**
 * The albums module's SQL fragments: who sees an album (the publications' audience rule, over
 * the album: docs/adr/0018-albums.md) and which items a viewer is shown (blocks and closed
 * accounts, either way, with who added it). Friends, blocks, groups and events come from their
 * owners' `.public.ts` fragments.
 */
import { type SQL, sql } from 'drizzle-orm';
import { eventSql } from '../events/events.public.ts';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';

/**
 * Never across a block (nor a closed account: `blockedIds` holds them); a group's album is
 * seen by those who read the group, its owner too only while they do (ADR 0007); otherwise the
 * owner sees theirs, 'public' any member, 'friends' the owner's friends, 'event' those who
 * see the event.
 */
export const albumVisibleTo = (me: string) => sql`((a.owner_id = ${me}::uuid
    or a.owner_id <> all(${relationSql.blockedIds(me)}))
  and ((a.audience = 'group' and ${groupSql.readableBy(me, sql`a.group_id`)})
    or (a.audience <> 'group' and (a.owner_id = ${me}::uuid
      or a.audience = 'public'
      or (a.audience = 'friends' and a.owner_id in (${relationSql.friendIds(me)}))
      or (a.audience = 'event' and ${eventSql.readableBy(me, sql`a.event_id`)})))))`;

/**
 * An item is shown unless a block (or a closed account) stands between its adder and me, or a
 * tagged member asked to remove it (image rights: docs/adr/0018-albums.md): then only its
 * adder and that member see it, until its adder decides. One hidden by moderation is its
 * adder's only (docs/adr/0021-moderation.md).
 */
export const itemShown = (me: string, alias = 'i') => {
  const addedBy = sql.raw(`${alias}.added_by`);
  const id = sql.raw(`${alias}.id`);
  return sql`(${addedBy} = ${me}::uuid
    or (${sql.raw(`${alias}.moderation_hidden_at`)} is null
      and ${addedBy} <> all(${relationSql.blockedIds(me)})
      and not exists (select 1 from album_tags ht where ht.item_id = ${id}
        and ht.removal = 'requested' and ht.user_id <> ${me}::uuid)))`;
};

/** An item `me` is shown, in an album `me` sees (the item's id as a column or value). */
export const itemSeenBy = (me: string, itemId: SQL) => sql`exists (select 1 from album_items i
    join albums a on a.id = i.album_id
    where i.id = ${itemId} and ${itemShown(me)} and ${albumVisibleTo(me)})`;

/** An album `me` sees (its id as a column or value). */
export const albumSeenBy = (me: string, albumId: SQL) => sql`exists (select 1 from albums a
    where a.id = ${albumId} and ${albumVisibleTo(me)})`;

/** Neither blocked either way nor closed: a member `me` may see (and so tag). */
export const memberSeenBy = (me: string, member: SQL) =>
  sql`(${member} = ${me}::uuid or ${member} <> all(${relationSql.blockedIds(me)}))`;

export const friendIds = (me: string) => relationSql.friendIds(me);
export const groupMemberIds = (groupId: SQL) => groupSql.memberIds(groupId);
export const eventParticipantIds = (eventId: SQL) => eventSql.participantIds(eventId);
export const groupsOf = (me: string) => groupSql.memberOf(me);
