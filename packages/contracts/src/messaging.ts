import { z } from 'zod';
import { memberCardSchema, presenceStatusSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

export const MESSAGE_MAX_LENGTH = 5000;

/** Who sent a message (spec §3 Message: sender_data). */
export const senderDataSchema = memberCardSchema;
export type SenderData = z.infer<typeof senderDataSchema>;

/** A message (spec §3): an optional image, whose caption is `content`. */
export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  client_id: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
  sender_data: senderDataSchema,
  /** Hidden by moderation (docs/adr/0021-moderation.md): only its sender sees it, and this. */
  moderation_hidden: z.boolean().optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** The other participant as the conversation list shows them (spec §3: status, isStory, …). */
export const participantSchema = memberCardSchema.extend({
  status: presenceStatusSchema,
  isStory: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

/**
 * A one-to-one conversation (spec §3): `read` tells whether the other participant has read
 * the last message; `muted` and `marked_unread` are the member's own chat-menu choices.
 */
export const conversationSchema = z.object({
  id: z.string(),
  last_message: messageSchema.nullable(),
  unread_count: z.number().int(),
  participants_details: z.array(participantSchema),
  read: z.boolean(),
  muted: z.boolean(),
  marked_unread: z.boolean(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  results: z.array(conversationSchema),
  next: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** `GET /api/messaging/conversation/{id}/messages/`: newest first; `next` pages to older ones. */
export const messagePageSchema = z.object({
  results: z.array(messageSchema),
  next: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `POST /api/messaging/messages/` (spec §7: receiver_id, content; ours: image, client_id). */
export const sendMessageBodySchema = z.object({
  receiver_id: lineText({ error: 'Le destinataire est obligatoire.' }).uuid({
    error: 'Destinataire introuvable.',
  }),
  content: multilineText()
    .trim()
    .max(MESSAGE_MAX_LENGTH, {
      error: `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH} caractères.`,
    })
    .default(''),
  image: lineText().max(2048).nullable().optional(),
  /** Made by the sender's device: a retried send with the same id is stored once. */
  client_id: lineText().uuid({ error: "L'identifiant du message n'est pas valide." }).optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** `POST /api/messaging/conversations/{id}/mute/`. */
export const muteBodySchema = z.object({ muted: z.boolean() });
export type MuteBody = z.infer<typeof muteBodySchema>;
