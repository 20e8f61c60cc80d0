/**
 * The only file that touches the conversations, conversation_states and messages tables.
 * A page is one query: members' names and pictures come from the users module's `memberCard`,
 * and blocks from the relationship module's `relationSql`, so that what a card holds and what
 * "blocked" means stay written in their modules (docs/adr/0014-table-ownership-in-sql.md).
 *
 * Timestamps leave SQL as text: ISO for the API, and PostgreSQL's exact text for cursors (a JS
 * Date would drop the microseconds and a cursor would skip or repeat rows).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asDb, iso, rows } from '../../db/sql.ts';
import { memberCard } from '../users/users.public.ts';
import { conversations, conversationStates, messages } from './messaging.schema.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import type { After } from '../../platform/cursor.ts';

/** A member as a message or a conversation shows them. */
export interface MemberCardRow {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  client_id: string | null;
  content: string;
  image: string | null;
  is_read: boolean;
  created_at: string;
  sort_key: string;
  sender: MemberCardRow;
  /** Hidden by moderation (docs/adr/0021-moderation.md). */
  moderation_hidden?: boolean;
}

export interface ConversationRow {
  id: string;
  updated_at: string;
  sort_key: string;
  other: MemberCardRow;
  muted: boolean;
  marked_unread: boolean;
  unread_count: number;
  last_message: MessageRow | null;
}

/** A conversation as the member's data export reads it: only their own messages. */
export interface ExportedConversationRow {
  id: string;
  other: MemberCardRow | null;
  messages: { id: string; content: string; image: string | null; created_at: string }[];
}

/** A message as its receiver's push needs it (docs/adr/0020-web-push.md, 'Chat messages'). */
export interface PushableMessageRow {
  id: string;
  conversation_id: string;
  content: string;
  has_image: boolean;
  is_read: boolean;
  /** The receiver muted the conversation (chat menu 'Désactiver les notifications'). */
  muted: boolean;
  sender: MemberCardRow;
}

export interface NewMessage {
  senderId: string;
  receiverId: string;
  clientId: string | null;
  content: string;
  image: string | null;
}

/** A message `m` with its sender, as one JSON object (so a conversation can nest it). */
const messageJson = sql`json_build_object(
  'id', m.id, 'conversation_id', m.conversation_id, 'sender_id', m.sender_id,
  'receiver_id', m.receiver_id, 'client_id', m.client_id, 'content', m.content,
  'image', m.image, 'is_read', m.read_at is not null, 'created_at', ${iso(sql`m.created_at`)},
  'sort_key', m.created_at::text, 'moderation_hidden', m.moderation_hidden_at is not null,
  'sender', ${memberCard(sql`m.sender_id`)})`;

/** The other participant of conversation `c`, seen from `me`. */
const otherOf = (me: string) =>
  sql`(case when c.user_a = ${me}::uuid then c.user_b else c.user_a end)`;

/**
 * Messages of `c` that `me` still sees: after the time they cleared the conversation, and not
 * hidden by moderation unless `me` sent it (docs/adr/0021-moderation.md).
 */
const visibleTo = (
  me: string,
) => sql`m.created_at > coalesce(s.cleared_at, '-infinity'::timestamptz)
  and (m.moderation_hidden_at is null or m.sender_id = ${me}::uuid)`;

/**
 * Conversations of `me` (never one with a block either way), each with its last message
 * visible to `me`, the unread count and `me`'s own chat-menu state.
 */
function conversationQuery(
  me: string,
  { where, withMessageOnly, limit }: { where: SQL; withMessageOnly: boolean; limit: number },
): SQL {
  return sql`select json_build_object(
      'id', c.id, 'updated_at', ${iso(sql`c.updated_at`)}, 'sort_key', c.updated_at::text,
      'other', ${memberCard(otherOf(me))},
      'muted', coalesce(s.muted, false),
      'marked_unread', coalesce(s.marked_unread, false),
      'unread_count', (select count(*)::int from messages m
        where m.conversation_id = c.id and m.receiver_id = ${me}::uuid and m.read_at is null
          and ${visibleTo(me)}),
      'last_message', lm.message) as conversation
    from conversations c
    left join conversation_states s on s.conversation_id = c.id and s.user_id = ${me}::uuid
    left join lateral (
      select ${messageJson} as message
      from messages m
      where m.conversation_id = c.id and ${visibleTo(me)}
      order by m.created_at desc, m.id desc
      limit 1) lm on true
    where (c.user_a = ${me}::uuid or c.user_b = ${me}::uuid)
      and not ${relationSql.blockedBetween(me, otherOf(me))}
      ${withMessageOnly ? sql`and lm.message is not null` : sql``}
      and ${where}
    order by c.updated_at desc, c.id desc
    limit ${limit}`;
}

export function createMessagingRepository(db: Db) {
  async function messageWhere(where: SQL): Promise<MessageRow | undefined> {
    const [row] = await rows<{ message: MessageRow }>(
      db,
      sql`select ${messageJson} as message
        from messages m
        where ${where}`,
    );
    return row?.message;
  }

  return {
    /**
     * Stores a message in the pair's conversation (found or created: the unique pair index
     * settles a race) and moves the conversation up. undefined when the sender already stored
     * a message with this client id (ON CONFLICT DO NOTHING: a concurrent identical send waits
     * for the first one's commit, then stores nothing).
     */
    async insertMessage(message: NewMessage): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const pair = sql`least(${message.senderId}::uuid, ${message.receiverId}::uuid),
          greatest(${message.senderId}::uuid, ${message.receiverId}::uuid)`;
        const [created] = await rows<{ id: string }>(
          asDb(tx),
          sql`insert into conversations (user_a, user_b) values (${pair})
            on conflict (user_a, user_b) do nothing returning id`,
        );
        const conversationId =
          created?.id ??
          (
            await rows<{ id: string }>(
              asDb(tx),
              sql`select id from conversations where (user_a, user_b) = (${pair})`,
            )
          )[0]?.id;
        if (!conversationId) throw new Error('the conversation of the pair vanished');
        const [inserted] = await tx
          .insert(messages)
          .values({ ...message, conversationId })
          .onConflictDoNothing()
          .returning({ id: messages.id, createdAt: messages.createdAt });
        if (!inserted) return undefined;
        await tx
          .update(conversations)
          .set({ updatedAt: sql`greatest(${conversations.updatedAt}, now())` })
          .where(eq(conversations.id, conversationId));
        return inserted.id;
      });
    },

    findMessage: (id: string) => messageWhere(sql`m.id = ${id}::uuid`),

    findByClientId: (senderId: string, clientId: string) =>
      messageWhere(sql`m.sender_id = ${senderId}::uuid and m.client_id = ${clientId}::uuid`),

    /**
     * A message to `receiverId` that they still see: not cleared from their history, and no
     * block either way between them and its sender (a block made after the send included).
     */
    async pushableFor(
      receiverId: string,
      messageId: string,
    ): Promise<PushableMessageRow | undefined> {
      const [row] = await rows<{ message: PushableMessageRow }>(
        db,
        sql`select json_build_object('id', m.id, 'conversation_id', m.conversation_id,
            'content', m.content, 'has_image', m.image is not null,
            'is_read', m.read_at is not null, 'muted', coalesce(s.muted, false),
            'sender', ${memberCard(sql`m.sender_id`)}) as message
          from messages m
          left join conversation_states s on s.conversation_id = m.conversation_id
            and s.user_id = ${receiverId}::uuid
          where m.id = ${messageId}::uuid and m.receiver_id = ${receiverId}::uuid
            and ${visibleTo(receiverId)}
            and not ${relationSql.blockedBetween(receiverId, sql`m.sender_id`)}`,
      );
      return row?.message;
    },

    /** The conversation if `me` takes part in it and no block stands between the two. */
    async findConversationFor(
      me: string,
      id: string,
    ): Promise<{ id: string; otherId: string } | undefined> {
      const [row] = await rows<{ id: string; other_id: string }>(
        db,
        sql`select c.id, ${otherOf(me)} as other_id from conversations c
          where c.id = ${id}::uuid and (c.user_a = ${me}::uuid or c.user_b = ${me}::uuid)
            and not ${relationSql.blockedBetween(me, otherOf(me))}`,
      );
      return row && { id: row.id, otherId: row.other_id };
    },

    /** The id of the pair's conversation, if they have one. */
    async conversationBetween(a: string, b: string): Promise<string | null> {
      const [row] = await rows<{ id: string }>(
        db,
        sql`select id from conversations
          where (user_a, user_b) = (least(${a}::uuid, ${b}::uuid), greatest(${a}::uuid, ${b}::uuid))`,
      );
      return row?.id ?? null;
    },

    /** One conversation of `me`, even with no message left visible to them. */
    async conversationFor(me: string, id: string): Promise<ConversationRow | undefined> {
      const [row] = await rows<{ conversation: ConversationRow }>(
        db,
        conversationQuery(me, { where: sql`c.id = ${id}::uuid`, withMessageOnly: false, limit: 1 }),
      );
      return row?.conversation;
    },

    /** A page of `me`'s conversations that show at least one message, newest first. */
    async listConversations(
      me: string,
      after: After | undefined,
      limit: number,
    ): Promise<ConversationRow[]> {
      const where = after
        ? sql`(c.updated_at, c.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql`true`;
      const found = await rows<{ conversation: ConversationRow }>(
        db,
        conversationQuery(me, { where, withMessageOnly: true, limit }),
      );
      return found.map((row) => row.conversation);
    },

    /** A page of the messages `me` sees in the conversation, newest first. */
    async listMessages(
      me: string,
      conversationId: string,
      after: After | undefined,
      limit: number,
    ): Promise<MessageRow[]> {
      const start = after
        ? sql`and (m.created_at, m.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ message: MessageRow }>(
        db,
        sql`select ${messageJson} as message
          from messages m
          left join conversation_states s on s.conversation_id = m.conversation_id
            and s.user_id = ${me}::uuid
          where m.conversation_id = ${conversationId}::uuid and ${visibleTo(me)} ${start}
          order by m.created_at desc, m.id desc
          limit ${limit}`,
      );
      return found.map((row) => row.message);
    },

    /** Marks read every message to `me` in the conversation; true when one was unread. */
    async markConversationRead(me: string, conversationId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(messages)
          .set({ readAt: sql`now()` })
          .where(
            and(
              eq(messages.conversationId, conversationId),
              eq(messages.receiverId, me),
              sql`${messages.readAt} is null`,
            ),
          )
          .returning({ id: messages.id });
        await tx
          .update(conversationStates)
          .set({ markedUnread: false, updatedAt: sql`now()` })
          .where(
            and(
              eq(conversationStates.conversationId, conversationId),
              eq(conversationStates.userId, me),
            ),
          );
        return updated.length > 0;
      });
    },

    /**
     * Marks read every message to `me` outside blocked pairs and clears every "marked unread";
     * answers the conversations where something was read, with the member who wrote it.
     */
    async markAllRead(me: string): Promise<{ conversationId: string; otherId: string }[]> {
      return db.transaction(async (tx) => {
        const read = await rows<{ conversation_id: string; sender_id: string }>(
          asDb(tx),
          sql`with updated as (
              update messages m set read_at = now()
              where m.receiver_id = ${me}::uuid and m.read_at is null
                and not ${relationSql.blockedBetween(me, sql`m.sender_id`)}
              returning m.conversation_id, m.sender_id)
            select distinct conversation_id, sender_id from updated`,
        );
        await tx
          .update(conversationStates)
          .set({ markedUnread: false, updatedAt: sql`now()` })
          .where(and(eq(conversationStates.userId, me), eq(conversationStates.markedUnread, true)));
        return read.map((row) => ({ conversationId: row.conversation_id, otherId: row.sender_id }));
      });
    },

    /** Sets `me`'s own chat-menu state of the conversation (the row is made on first use). */
    async setState(
      me: string,
      conversationId: string,
      change: { markedUnread?: boolean; muted?: boolean; clearedAt?: 'now' },
    ): Promise<void> {
      const values = {
        ...(change.markedUnread === undefined ? {} : { markedUnread: change.markedUnread }),
        ...(change.muted === undefined ? {} : { muted: change.muted }),
        ...(change.clearedAt ? { clearedAt: sql`now()` } : {}),
      };
      await db
        .insert(conversationStates)
        .values({ conversationId, userId: me, ...values })
        .onConflictDoUpdate({
          target: [conversationStates.conversationId, conversationStates.userId],
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /**
     * The member's conversations for their data export: the other's card and only
     * the messages the member sent (never whether the other read them), oldest first.
     */
    listForExport(userId: string): Promise<ExportedConversationRow[]> {
      return rows<ExportedConversationRow>(
        db,
        sql`select c.id,
            ${memberCard(sql`case when c.user_a = ${userId}::uuid then c.user_b else c.user_a end`)}
              as other,
            coalesce((select json_agg(json_build_object('id', m.id, 'content', m.content,
                'image', m.image, 'created_at', ${iso(sql`m.created_at`)})
                order by m.created_at, m.id)
              from messages m where m.conversation_id = c.id and m.sender_id = ${userId}::uuid),
              '[]'::json) as messages
          from conversations c
          where c.user_a = ${userId}::uuid or c.user_b = ${userId}::uuid
          order by c.created_at, c.id`,
      );
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
