/** The messaging module's tables: conversations, each participant's view of them, messages. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * One-to-one conversations: one row per pair, `user_a` < `user_b` so a pair cannot have two.
 * `updated_at` is the time of the last message (the list's order).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_pair_order_check', sql`${t.userA} < ${t.userB}`),
    uniqueIndex('conversations_pair_key').on(t.userA, t.userB),
    index('conversations_user_b_idx').on(t.userB),
  ],
);

/**
 * Each participant's own view of a conversation: what they have read, and the chat menu's
 * choices (marked unread, muted, history cleared for themselves only).
 */
export const conversationStates = pgTable(
  'conversation_states',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    markedUnread: boolean('marked_unread').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    /** Messages up to this time are hidden for this member ('delete the conversation'). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Messages; `client_id` is made by the sender's device so a retried send is stored once. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id'),
    content: text('content').notNull().default(''),
    image: text('image'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Hidden by moderation from everyone but its author (docs/adr/0021-moderation.md). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_not_empty_check', sql`${t.content} <> '' or ${t.image} is not null`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    uniqueIndex('messages_sender_client_id_key').on(t.senderId, t.clientId),
    index('messages_conversation_created_at_id_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_receiver_unread_idx')
      .on(t.receiverId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);
