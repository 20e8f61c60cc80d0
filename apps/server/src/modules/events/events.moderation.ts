/**
 * The events module's moderation target (docs/adr/0021-moderation.md): an event. Hidden, it is
 * seen only by its organisers (events.sql.ts: `visibleTo`, the one rule of every event read
 * path, its discussion and albums too); removed, it is deleted as an organiser would, its
 * participants told (the `events.deleted` fact, the creator as its actor).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { excerptOf, hiddenAt, type ModerationTarget } from '../moderation/moderation.public.ts';
import type { EventsRepository } from './events.repository.ts';
import { visibleTo } from './events.sql.ts';

export function eventsModerationTarget(
  db: Db,
  transaction: Transactional<EventsRepository>,
): ModerationTarget {
  const hidden = hiddenAt(db, 'events');
  return {
    type: 'event',
    async resolve(id, viewerId) {
      const [row] = await rows<{
        created_by: string;
        title: string;
        description: string;
        group_id: string | null;
        hidden: boolean;
      }>(
        db,
        sql`select e.created_by, e.title, e.description, e.group_id,
            e.moderation_hidden_at is not null as hidden
          from events e
          where e.id = ${id}::uuid ${viewerId ? sql`and ${visibleTo(viewerId)}` : sql``}`,
      );
      if (!row) return null;
      return {
        authorId: row.created_by,
        excerpt: excerptOf(row.description ? `${row.title} : ${row.description}` : row.title),
        context: { event_id: id, title: row.title, group_id: row.group_id },
        groupId: row.group_id,
        hidden: row.hidden,
      };
    },
    ...hidden,
    async remove(id) {
      const [row] = await rows<{ created_by: string }>(
        db,
        sql`select created_by from events where id = ${id}::uuid`,
      );
      if (!row) return;
      await transaction(async (inTransaction, record) => {
        await inTransaction.remove(id);
        await record('events.deleted', { eventId: id, actorId: row.created_by });
      });
    },
  };
}
