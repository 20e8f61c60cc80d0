/**
 * The messaging module's moderation target (docs/adr/0021-moderation.md): a message, reported
 * by one of the two members of its conversation. Its snapshot is the message and the five
 * before it in that conversation, nothing else; hiding it hides it from the receiver
 * (messaging.repository.ts: `visibleTo`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import {
  excerptOf,
  hiddenAt,
  type ModerationTarget,
  type SnapshotMessage,
} from '../moderation/moderation.public.ts';

/** The reported message and this many before it. */
export const SNAPSHOT_BEFORE = 5;

export function messagingModerationTarget(db: Db): ModerationTarget {
  return {
    type: 'message',
    async resolve(id, viewerId) {
      const [row] = await rows<{
        sender_id: string;
        conversation_id: string;
        content: string;
        image: string | null;
        hidden: boolean;
      }>(
        db,
        sql`select m.sender_id, m.conversation_id, m.content, m.image,
            m.moderation_hidden_at is not null as hidden
          from messages m
          where m.id = ${id}::uuid
            ${
              viewerId
                ? sql`and (m.sender_id = ${viewerId}::uuid
                    or (m.receiver_id = ${viewerId}::uuid and m.moderation_hidden_at is null))
                  and m.created_at > coalesce((select s.cleared_at from conversation_states s
                    where s.conversation_id = m.conversation_id
                      and s.user_id = ${viewerId}::uuid), '-infinity'::timestamptz)`
                : sql``
            }`,
      );
      if (!row) return null;
      const snapshot = await rows<SnapshotMessage>(
        db,
        sql`select x.id, x.sender_id, x.content, x.image, x.created_at from (
            select o.id, o.sender_id, o.content, o.image, ${iso(sql`o.created_at`)} as created_at,
              o.created_at as at
            from messages o, messages m
            where m.id = ${id}::uuid and o.conversation_id = m.conversation_id
              and (o.created_at, o.id) <= (m.created_at, m.id)
            order by o.created_at desc, o.id desc
            limit ${SNAPSHOT_BEFORE + 1}) x
          order by x.at, x.id`,
      );
      return {
        authorId: row.sender_id,
        excerpt: excerptOf(row.content),
        context: { conversation_id: row.conversation_id, image: row.image },
        groupId: null,
        hidden: row.hidden,
        snapshot,
      };
    },
    ...hiddenAt(db, 'messages'),
    async remove(id) {
      await db.execute(sql`delete from messages where id = ${id}::uuid`);
    },
  };
}
