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
  /** The short form of the event `eventId` that a publication carries, as JSON. */
  card(eventId: SQL): SQL {
    return sql`(select json_build_object('id', ce.id, 'title', ce.title) from events ce
      where ce.id = ${eventId})`;
  },
};
