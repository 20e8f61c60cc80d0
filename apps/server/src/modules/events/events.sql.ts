/**
 * The events module's own SQL fragments: the one audience rule of events, for its own queries
 * and, through events.public.ts, for the publications module's (an event's discussion is read
 * by those who see the event).
 */
import { type SQL, sql } from 'drizzle-orm';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';

/** true when the viewer organises the event aliased `e`. */
export const isOrganiser = (me: string) =>
  sql`exists (select 1 from event_organisers io where io.event_id = e.id and io.user_id = ${me}::uuid)`;

/**
 * The audience rule, in one place: never across a block with an organiser; a draft, or an
 * event hidden by moderation (docs/adr/0021-moderation.md), to its organisers only; then public to every member, friends to the creator's friends, group to
 * the group's readers, invited to those with an answer or an invitation.
 */
export const visibleTo = (me: string): SQL => sql`(not exists (select 1 from event_organisers bo
    where bo.event_id = e.id and bo.user_id = any(${relationSql.blockedIds(me)}))
  and (${isOrganiser(me)}
    or (e.status <> 'draft' and e.moderation_hidden_at is null
      and (e.audience = 'public'
        or (e.audience = 'friends' and e.created_by in (${relationSql.friendIds(me)}))
        or (e.audience = 'group' and ${groupSql.readableBy(me, sql`e.group_id`)})
        or (e.audience = 'invited' and exists (select 1 from event_participants ip
          where ip.event_id = e.id and ip.user_id = ${me}::uuid))))))`;

/** true when the viewer sees the event `eventId` (an SQL expression). */
export const readableBy = (viewerId: string, eventId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from events e where e.id = ${eventId}
    and ${visibleTo(viewerId)})`;
