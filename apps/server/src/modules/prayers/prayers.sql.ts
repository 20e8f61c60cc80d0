/**
 * Who sees an intention (docs/adr/0025-prayer-intentions.md): the publications' audience rule
 * over the intention, as the albums module has it (albums.sql.ts). Never across a block (nor
 * a closed account), anonymous or not; hidden by moderation, its author's only. Friends,
 * blocks and groups come from their owners' `.public.ts` fragments.
 */
import { type SQL, sql } from 'drizzle-orm';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';

/** The intention `i` is seen by `me`. */
export const intentionVisibleTo = (me: string) => sql`(i.author_id = ${me}::uuid
  or (i.moderation_hidden_at is null
    and i.author_id <> all(${relationSql.blockedIds(me)})
    and (i.audience = 'community'
      or (i.audience = 'friends' and i.author_id in (${relationSql.friendIds(me)}))
      or (i.audience = 'group' and ${groupSql.readableBy(me, sql`i.group_id`)}))))`;

/** A member `me` may see (neither blocked either way nor closed). */
export const memberSeenBy = (me: string, member: SQL) =>
  sql`(${member} = ${me}::uuid or ${member} <> all(${relationSql.blockedIds(me)}))`;

export const groupNamed = (groupId: SQL) => groupSql.named(groupId);
