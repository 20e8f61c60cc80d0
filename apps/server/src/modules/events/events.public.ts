/**
 * What other modules may read of the events tables, in their own statements: whether a member
 * sees an event (the publications module's rule for an event's discussion) and the short form a
 * publication carries. The one file of the events module that another module's SQL imports
 * (docs/adr/0014-table-ownership-in-sql.md).
 */
import { type SQL, sql } from 'drizzle-orm';
import { readableBy } from './events.sql.ts';

export const eventSql = {
  /** true when the viewer sees the event `eventId` (an SQL expression). */
  readableBy,
  /**
   * Ids of the event `eventId`'s participants (an SQL expression): who answered 'going', and
   * its organisers (the albums' tag picker, as their rule of who adds photos).
   */
  participantIds(eventId: SQL): SQL {
    return sql`select pe.user_id from event_participants pe
        where pe.event_id = ${eventId} and pe.standing = 'going'
      union select oe.user_id from event_organisers oe where oe.event_id = ${eventId}`;
  },
  /**
   * The title of a confirmed event that the viewer and the member `member` (an SQL
   * expression) both go to, the latest first, or null: the reason of a suggestion 'Participe
   * aussi à « … »' (users.suggestions.test.ts).
   */
  sharedEventTitle(viewerId: string, member: SQL): SQL<string | null> {
    return sql<string | null>`(select se.title from event_participants ea
      join events se on se.id = ea.event_id and se.status = 'confirmed'
      join event_participants eb on eb.event_id = ea.event_id and eb.standing = 'going' and eb.user_id = ${member}
      where ea.user_id = ${viewerId}::uuid and ea.standing = 'going'
      order by se.starts_at desc limit 1)`;
  },
  /**
   * The event `eventId`'s group, start, title and status as JSON, or null: a rota's service
   * attached to it (docs/adr/0028-volunteer-rotas.md).
   */
  schedule(eventId: SQL): SQL {
    return sql`(select json_build_object('group_id', se.group_id, 'starts_at', se.starts_at,
        'title', se.title, 'status', se.status) from events se where se.id = ${eventId})`;
  },
  /** The short form of the event `eventId` that a publication carries, as JSON. */
  card(eventId: SQL): SQL {
    return sql`(select json_build_object('id', ce.id, 'title', ce.title) from events ce
      where ce.id = ${eventId})`;
  },
};
